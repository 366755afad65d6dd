import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { teamIdColumn } from './content-columns.ts';

/**
 * Views of a public team page (docs/decisions/029), one row per visitor, page and minute: no IP, no cookie, no user agent string.
 * The visitor is a keyed hash that changes every day; the rest is what the team sees.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    /** The site path (`/news/opening-night`), without the query. */
    path: text('path').notNull(),
    /** hex SHA-256 of (the day's salt, team, IP, user agent), cut to 128 bits. */
    visitorId: text('visitor_id').notNull(),
    /** Host of the page the visitor came from, '' when direct or from the team's own site. */
    referrerHost: text('referrer_host').notNull().default(''),
    /** desktop | mobile | tablet | other. */
    device: text('device').notNull(),
    /** The browser's family name (Chrome, Safari, Firefox...), never its version. */
    browser: text('browser').notNull(),
    /** How many times this visitor viewed this page in this minute (repeats are one row). */
    views: integer('views').notNull().default(1),
  },
  (t) => [index('page_views_team_time_idx').on(t.teamId, t.viewedAt)],
);

/**
 * The random key of the visitor hash, one per UTC day, shared by every instance; deleted 48 hours
 * after it was made, so nobody (Sideline included) can link a visitor across days.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
