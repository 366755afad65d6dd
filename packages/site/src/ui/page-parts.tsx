import type { ReactNode } from 'react';
import type { SeasonLinkView } from '../site-view.ts';

/** The heading band every page starts with. */
export function PageHeading({
  title,
  kicker,
  children,
}: {
  title: string;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <header className="page-heading">
      {kicker ? <p className="kicker">{kicker}</p> : null}
      <h1>{title}</h1>
      {children}
    </header>
  );
}

/** A titled block of a page; the heading level follows the page outline. */
export function PageSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: { label: string; href: string };
  children: ReactNode;
}) {
  return (
    <section className="page-section" aria-labelledby={`${id}-heading`}>
      <div className="section-head">
        <h2 id={`${id}-heading`}>{title}</h2>
        {action ? (
          <a className="section-action" href={action.href}>
            {action.label}
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="empty-text">{children}</p>;
}

/** Season picker as links (works without script); the current season is marked. */
export function SeasonLinks({ seasons, label }: { seasons: SeasonLinkView[]; label: string }) {
  if (seasons.length < 2) return null;
  return (
    <nav className="season-links" aria-label={label}>
      <ul>
        {seasons.map((season) => (
          <li key={season.href}>
            <a href={season.href} aria-current={season.isCurrent ? 'page' : undefined}>
              {season.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Paragraphs from plain text with blank-line breaks (team-written texts are not HTML). */
export function TextBlock({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className={`text-block ${className ?? ''}`}>
      {paragraphs.map((p, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text, in order
        <p key={index}>{p}</p>
      ))}
    </div>
  );
}

/**
 * A wide table that scrolls sideways on phones; the scroll area is focusable so keyboard users
 * can scroll it too, and named after its table.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** Links to a record's story, photos and other related pages; links without an address are left out. */
export function RelatedLinks({ links }: { links: { label: string; href: string | null }[] }) {
  const present = links.filter((link): link is { label: string; href: string } => link.href !== null);
  if (present.length === 0) return null;
  return (
    <ul className="related-links">
      {present.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
