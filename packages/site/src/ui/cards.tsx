import type {
  ArticleCardView,
  EventCardView,
  GalleryCardView,
  GameCardView,
  PersonCardView,
  SiteSponsorView,
} from '../site-view.ts';
import { InitialsBadge, initialsOf, SiteImg } from './site-image.tsx';
import { SiteAnchor } from './site-link.tsx';

/**
 * The cards every list page is made of. Each is an <li> of a `.cards` list, with a figure and a
 * body; the page's design family lays the list out (grid, featured first, rows or compact table).
 */

export function PersonCard({ person }: { person: PersonCardView }) {
  return (
    <li className="card person-card">
      <a href={person.href} className="card-link">
        <span className="card-figure portrait">
          {person.image ? (
            <SiteImg image={person.image} frame={[3, 4]} />
          ) : (
            <InitialsBadge text={initialsOf(person.name)} />
          )}
        </span>
        <span className="card-body">
          {person.number ? <span className="card-number">#{person.number}</span> : null}
          <span className="card-title">{person.name}</span>
          {person.role ? <span className="card-meta">{person.role}</span> : null}
          {person.facts.length > 0 ? <span className="card-facts">{person.facts.join(' · ')}</span> : null}
        </span>
      </a>
    </li>
  );
}

export function GameCard({ game }: { game: GameCardView }) {
  return (
    <li className="card game-card">
      <a href={game.href} className="card-link">
        <span className="card-figure badge-figure">
          {game.opponentLogo ? (
            <SiteImg image={game.opponentLogo} frame={[1, 1]} />
          ) : (
            <InitialsBadge text={initialsOf(game.opponent)} />
          )}
        </span>
        <span className="card-body">
          <span className="card-kicker">
            <time dateTime={game.isoDate}>{game.date}</time> · {game.homeOrAway}
          </span>
          <span className="card-title">
            {game.homeOrAway === 'Home' ? 'vs' : 'at'} {game.opponent}
          </span>
          <span className="card-meta">{[game.time, game.venue].filter(Boolean).join(' · ')}</span>
        </span>
        <span
          className={`game-result ${game.isLive ? 'live' : (game.resultKind ?? 'pending')}`}
          data-live-score=""
        >
          {game.result || game.status}
        </span>
      </a>
    </li>
  );
}

export function ArticleCard({ article, eager = false }: { article: ArticleCardView; eager?: boolean }) {
  return (
    <li className="card article-card">
      <a href={article.href} className="card-link">
        {article.image ? (
          <span className="card-figure">
            <SiteImg image={article.image} eager={eager} />
          </span>
        ) : null}
        <span className="card-body">
          <span className="card-kicker">
            <time dateTime={article.isoDate}>{article.date}</time>
            {article.author ? ` · ${article.author}` : ''}
          </span>
          <span className="card-title">{article.title}</span>
          {article.excerpt ? <span className="card-excerpt">{article.excerpt}</span> : null}
        </span>
      </a>
    </li>
  );
}

export function GalleryCard({ gallery, eager = false }: { gallery: GalleryCardView; eager?: boolean }) {
  return (
    <li className="card gallery-card">
      <a href={gallery.href} className="card-link">
        <span className="card-figure">
          {gallery.cover ? <SiteImg image={gallery.cover} eager={eager} /> : <InitialsBadge text="▦" />}
        </span>
        <span className="card-body">
          <span className="card-kicker">
            {gallery.date} · {gallery.count} {gallery.count === 1 ? 'photo' : 'photos'}
          </span>
          <span className="card-title">{gallery.title}</span>
        </span>
      </a>
    </li>
  );
}

export function EventCard({ event }: { event: EventCardView }) {
  return (
    <li className="card event-card">
      <a href={event.href} className="card-link">
        {event.image ? (
          <span className="card-figure">
            <SiteImg image={event.image} />
          </span>
        ) : null}
        <span className="card-body">
          <span className="card-kicker">
            <span className={`tag ${event.kind.toLowerCase()}`}>{event.kind}</span>{' '}
            <time dateTime={event.isoDate}>{event.date}</time>
          </span>
          <span className="card-title">{event.title}</span>
          <span className="card-meta">{[event.time, event.venue].filter(Boolean).join(' · ')}</span>
        </span>
      </a>
    </li>
  );
}

export function SponsorCard({
  sponsor,
  showNotes = false,
}: {
  sponsor: SiteSponsorView;
  showNotes?: boolean;
}) {
  const body = (
    <>
      <span className="card-figure logo-figure">
        {sponsor.logo ? (
          <SiteImg image={sponsor.logo} frame={[3, 2]} />
        ) : (
          <InitialsBadge text={initialsOf(sponsor.name)} />
        )}
      </span>
      <span className="card-body">
        <span className="card-title">{sponsor.name}</span>
        {showNotes && sponsor.notes ? <span className="card-excerpt">{sponsor.notes}</span> : null}
      </span>
    </>
  );
  return (
    <li className="card sponsor-card">
      {sponsor.href ? (
        <SiteAnchor href={sponsor.href} newTab className="card-link">
          {body}
        </SiteAnchor>
      ) : (
        <div className="card-link">{body}</div>
      )}
    </li>
  );
}
