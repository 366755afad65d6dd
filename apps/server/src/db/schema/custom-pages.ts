import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { contentRecordColumns, teamIdColumn } from './content-columns.ts';

/**
 * A team's own pages (issue 9 "Custom pages"): rich text at /pages/{urlId} on the team site,
 * offered as a navigation target and listed in the sitemap.
 */
export const customPages = pgTable(
  'custom_pages',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    /** The page's address word: kept stable once chosen, unique per team. */
    urlId: text('url_id').notNull(),
    title: text('title').notNull(),
    /** Sanitized HTML. */
    content: text('content').notNull().default(''),
    /** The search snippet; written from the content when empty. */
    description: text('description').notNull().default(''),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default({ file: '', link: '' }),
    ...contentRecordColumns(),
  },
  (t) => [
    index('custom_pages_team_id_idx').on(t.teamId, t.title),
    uniqueIndex('custom_pages_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);
