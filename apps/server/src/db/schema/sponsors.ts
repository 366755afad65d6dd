import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { contentRecordColumns, sampleFlagColumn, teamIdColumn } from './content-columns.ts';

/** Sponsors (spec part 2 §3 "Sponsor"), listed by order (higher first) then timeCreated. */
export const sponsors = pgTable(
  'sponsors',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    urlId: text('url_id').notNull(),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<StoredImage>().notNull().default({ file: '', link: '' }),
    url: text('url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    order: integer('order').notNull().default(0),
    ...contentRecordColumns(),
    ...sampleFlagColumn(),
  },
  (t) => [
    index('sponsors_team_id_idx').on(t.teamId, t.order),
    uniqueIndex('sponsors_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);
