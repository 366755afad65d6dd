import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { contentRecordColumns, teamIdColumn } from './content-columns.ts';

/** Teams we play against (spec part 2 §3 "Opponent"). */
export const opponents = pgTable(
  'opponents',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    urlId: text('url_id').notNull(),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<StoredImage>().notNull().default({ file: '', link: '' }),
    address: text('address').notNull().default(''),
    url: text('url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...contentRecordColumns(),
  },
  (t) => [
    index('opponents_team_id_idx').on(t.teamId, t.name),
    uniqueIndex('opponents_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);
