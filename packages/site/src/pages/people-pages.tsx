import type { SitePageView } from '../site-view.ts';
import { PersonCard } from '../ui/cards.tsx';
import { EmptyText, PageHeading, SeasonLinks, TextBlock } from '../ui/page-parts.tsx';
import { InitialsBadge, initialsOf, PageFigure, SiteImg } from '../ui/site-image.tsx';
import { StatTableSection } from '../ui/stat-table.tsx';

type PeopleView = Extract<SitePageView, { kind: 'people' }>;
type PersonView = Extract<SitePageView, { kind: 'person' }>;

/** Roster, alumni, season rosters, coaches & staff and the executive board. */
export function PeoplePage({ page }: { page: PeopleView }) {
  const isEmpty = page.groups.every((group) => group.people.length === 0);
  return (
    <>
      <PageHeading title={page.heading}>
        {page.intro ? <p className="lead">{page.intro}</p> : null}
      </PageHeading>
      <PageFigure image={page.headerImage} />
      <SeasonLinks seasons={page.seasons} label="Seasons" />
      {isEmpty ? <EmptyText>{page.emptyText}</EmptyText> : null}
      {page.groups
        .filter((group) => group.people.length > 0)
        .map((group) => (
          <section key={group.heading} className="page-section" aria-label={group.heading}>
            {page.groups.length > 1 ? <h2>{group.heading}</h2> : null}
            <ul className="cards people-list">
              {group.people.map((person) => (
                <PersonCard key={person.href} person={person} />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/** A player's, coach's or board member's profile. */
export function PersonPage({ page }: { page: PersonView }) {
  const { person } = page;
  return (
    <article className="profile">
      {/* The player's wide action shot opens the page, as the roster form describes it. */}
      <PageFigure image={person.featureImage} />
      <header className="profile-head">
        <div className="profile-photo">
          {person.image ? (
            <SiteImg image={person.image} frame={[3, 4]} eager />
          ) : (
            <InitialsBadge text={initialsOf(person.name)} />
          )}
        </div>
        <div className="profile-title">
          <p className="kicker">{person.kicker}</p>
          <h1>{person.name}</h1>
          {person.details.length > 0 ? (
            <dl className="facts">
              {person.details.map((row) => (
                <div key={row.title} className="fact">
                  <dt>{row.title}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </header>
      {person.summary ? <p className="lead profile-summary">{person.summary}</p> : null}
      {person.stats.length > 0 ? (
        <section className="page-section" aria-labelledby="stats-heading">
          <h2 id="stats-heading">{person.statsHeading}</h2>
          <dl className="stat-grid">
            {person.stats.map((stat) => (
              <div key={stat.label} className="stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {person.statTables.map((table) => (
        <StatTableSection key={table.heading} table={table} />
      ))}
      {person.bio ? (
        <section className="page-section" aria-labelledby="bio-heading">
          <h2 id="bio-heading">Biography</h2>
          <TextBlock text={person.bio} />
        </section>
      ) : null}
      {person.achievements.length > 0 ? (
        <section className="page-section" aria-labelledby="achievements-heading">
          <h2 id="achievements-heading">Achievements</h2>
          <ul className="achievements">
            {person.achievements.map((a) => (
              <li key={`${a.title}|${a.value}`}>
                {a.title ? <strong>{a.title}</strong> : null} {a.value}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <a href={person.backHref} className="back-link">
          ← {person.backLabel}
        </a>
      </p>
    </article>
  );
}
