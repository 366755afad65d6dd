import type { SitePageView } from '../site-view.ts';
import { LiveRegion } from '../ui/live-region.tsx';
import { PageSection, RelatedLinks, ScrollRegion, TextBlock } from '../ui/page-parts.tsx';
import { DetailFigure, InitialsBadge, initialsOf, SiteImg } from '../ui/site-image.tsx';
import { StatTableSection } from '../ui/stat-table.tsx';

type GameView = Extract<SitePageView, { kind: 'game' }>;

/** Scoreboard, per-period line score, scoring summary, box-score tables and the line-up. */
export function GamePage({ page }: { page: GameView }) {
  const { game } = page;
  return (
    <article className="game">
      <LiveRegion name="game" isLive={game.isLive}>
        <header className="scoreboard">
          <p className="kicker">
            {[game.date, game.time, game.venue].filter(Boolean).join(' · ')}
            {game.attendance ? ` · Attendance ${game.attendance}` : ''}
          </p>
          <h1 className="visually-hidden">{game.title}</h1>
          <div className="score-row" data-live-score="">
            <div className="score-side">
              <span className="score-team">{game.homeTeam}</span>
              <span className="score-label">Home</span>
            </div>
            <div className="score-value">
              {game.homeScore !== '' ? (
                <span className="score-digits">
                  {game.homeScore} <span aria-hidden="true">–</span>
                  <span className="visually-hidden"> to </span> {game.awayScore}
                </span>
              ) : (
                <span className="score-status">{game.status}</span>
              )}
              {game.result ? <span className="score-result">{game.result}</span> : null}
              {game.isLive ? <span className="score-live">Live</span> : null}
            </div>
            <div className="score-side">
              <span className="score-team">{game.awayTeam}</span>
              <span className="score-label">Away</span>
            </div>
          </div>
          <div className="opponent-badge">
            {game.opponentLogo ? (
              <SiteImg image={game.opponentLogo} frame={[1, 1]} />
            ) : (
              <InitialsBadge text={initialsOf(game.opponentName)} />
            )}
          </div>
        </header>

        <DetailFigure image={game.image} />
        <TextBlock text={game.promotionalText} />
        {game.video ? (
          <p>
            <a href={game.video} target="_blank" rel="noopener noreferrer">
              {game.videoLabel}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}

        {game.scoreLines.length > 0 ? (
          <PageSection id="line-score" title="Score by period">
            <ScrollRegion label="Score by period">
              <table className="stat-table">
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    {game.periodHeadings.map((heading) => (
                      <th key={heading} scope="col">
                        {heading}
                      </th>
                    ))}
                    <th scope="col" className="total">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {game.scoreLines.map((line) => (
                    <tr key={line.side}>
                      <th scope="row">{line.side}</th>
                      {line.periods.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns in period order
                        <td key={index}>{value}</td>
                      ))}
                      <td className="total">{line.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </PageSection>
        ) : null}

        {game.scoring.length > 0 ? (
          <PageSection id="scoring" title="Scoring summary">
            <ol className="scoring-list">
              {game.scoring.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events in game order
                <li key={index}>
                  <span className="scoring-time">
                    {event.period} {event.time}
                  </span>
                  <span className="scoring-team">{event.team}</span>
                  <span className="scoring-text">{event.description}</span>
                </li>
              ))}
            </ol>
          </PageSection>
        ) : null}

        {game.tables.map((table) => (
          <StatTableSection key={table.heading} table={table} />
        ))}
      </LiveRegion>

      {game.lineup.length > 0 ? (
        <PageSection id="lineup" title="Line-up">
          <ul className="lineup">
            {game.lineup.map((player) => (
              <li key={player.href}>
                <a href={player.href}>
                  {player.number ? <span className="card-number">#{player.number}</span> : null} {player.name}
                </a>
                {player.position ? <span className="card-meta"> {player.position}</span> : null}
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <RelatedLinks
        links={[
          { label: 'Read the game story', href: game.articleHref },
          { label: 'See the photos', href: game.galleryHref },
        ]}
      />
    </article>
  );
}
