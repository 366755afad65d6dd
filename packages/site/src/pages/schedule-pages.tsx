import type { SitePageView } from '../site-view.ts';
import { EventCard, GameCard } from '../ui/cards.tsx';
import {
  EmptyText,
  PageHeading,
  PageSection,
  RelatedLinks,
  SeasonLinks,
  TextBlock,
} from '../ui/page-parts.tsx';
import { DetailFigure, PageFigure } from '../ui/site-image.tsx';

type ScheduleView = Extract<SitePageView, { kind: 'schedule' }>;
type EventsView = Extract<SitePageView, { kind: 'events' }>;
type EventView = Extract<SitePageView, { kind: 'event' }>;
type LeadersView = Extract<SitePageView, { kind: 'leaders' }>;

/** A season's leaderboards (points, goals, assists, save %; rugby tries, tackles, metres). */
export function LeadersPage({ page }: { page: LeadersView }) {
  return (
    <>
      <PageHeading title={page.heading}>
        {page.record ? <p className="lead">Record: {page.record}</p> : null}
        <p>
          <a href={page.scheduleHref}>Schedule & results</a>
        </p>
      </PageHeading>
      <SeasonLinks seasons={page.seasons} label="Seasons" />
      {page.boards.every((board) => board.rows.length === 0) ? (
        <EmptyText>No statistics yet this season. Leaders appear once games are finished.</EmptyText>
      ) : (
        <div className="leaders-grid">
          {page.boards.map((board) => (
            <PageSection
              key={board.title}
              id={`leaders-${board.title.toLowerCase().replace(/\W+/g, '-')}`}
              title={board.title}
            >
              {board.rows.length > 0 ? (
                <table className="stat-table leaders-table">
                  <caption className="visually-hidden">{board.title} leaders</caption>
                  <thead>
                    <tr>
                      <th scope="col">Rank</th>
                      <th scope="col" className="name-col">
                        Player
                      </th>
                      <th scope="col">{board.title}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {board.rows.map((row) => (
                      <tr key={row.href}>
                        <td>
                          {row.tied ? <abbr title={`Tied for ${row.rank}`}>T{row.rank}</abbr> : row.rank}
                        </td>
                        <th scope="row" className="name-col">
                          <a href={row.href}>
                            {row.number ? `#${row.number} ` : ''}
                            {row.name}
                          </a>
                        </th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <EmptyText>None yet.</EmptyText>
              )}
            </PageSection>
          ))}
        </div>
      )}
    </>
  );
}

/** Upcoming games and results of a season, in the team's time zone. */
export function SchedulePage({ page }: { page: ScheduleView }) {
  return (
    <>
      <PageHeading title={page.heading}>
        {page.record ? <p className="lead">Record: {page.record}</p> : null}
        <p>
          <a href={page.calendarHref}>Add the schedule to your calendar</a> ·{' '}
          <a href={page.leadersHref}>Season leaders</a>
        </p>
      </PageHeading>
      <PageFigure image={page.headerImage} />
      <SeasonLinks seasons={page.seasons} label="Seasons" />
      <PageSection id="upcoming" title="Upcoming games">
        {page.upcoming.length > 0 ? (
          <ul className="cards games-list">
            {page.upcoming.map((game) => (
              <GameCard key={game.href} game={game} />
            ))}
          </ul>
        ) : (
          <EmptyText>No games found</EmptyText>
        )}
      </PageSection>
      <PageSection id="results" title="Results">
        {page.past.length > 0 ? (
          <ul className="cards games-list">
            {page.past.map((game) => (
              <GameCard key={game.href} game={game} />
            ))}
          </ul>
        ) : (
          <EmptyText>No results yet.</EmptyText>
        )}
      </PageSection>
    </>
  );
}

export function EventsPage({ page }: { page: EventsView }) {
  return (
    <>
      <PageHeading title={page.heading}>
        <p>
          <a href={page.calendarHref}>Add events to your calendar</a>
        </p>
      </PageHeading>
      <PageSection id="upcoming" title="Coming up">
        {page.upcoming.length > 0 ? (
          <ul className="cards event-list">
            {page.upcoming.map((event) => (
              <EventCard key={event.href} event={event} />
            ))}
          </ul>
        ) : (
          <EmptyText>No upcoming events or practices.</EmptyText>
        )}
      </PageSection>
      {page.past.length > 0 ? (
        <PageSection id="past" title="Past">
          <ul className="cards event-list">
            {page.past.map((event) => (
              <EventCard key={event.href} event={event} />
            ))}
          </ul>
        </PageSection>
      ) : null}
    </>
  );
}

export function EventPage({ page }: { page: EventView }) {
  return (
    <article className="detail">
      <PageHeading title={page.title} kicker={page.eventKind}>
        <p className="lead">{[page.date, page.time, page.venue].filter(Boolean).join(' · ')}</p>
      </PageHeading>
      <DetailFigure image={page.image} eager />
      <TextBlock text={page.notes} />
      <RelatedLinks
        links={[
          { label: 'Read the story', href: page.articleHref },
          { label: 'See the photos', href: page.galleryHref },
        ]}
      />
    </article>
  );
}
