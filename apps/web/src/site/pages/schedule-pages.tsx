/** @jsxRuntime automatic */
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

/** Upcoming games and results of a season, in the team's time zone. */
export function SchedulePage({ page }: { page: ScheduleView }) {
  return (
    <>
      <PageHeading title={page.heading}>
        {page.record ? <p className="lead">Record: {page.record}</p> : null}
        <p>
          <a href={page.calendarHref}>Add the schedule to your calendar</a>
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
