import type { SportsType } from '@sideline/domain';
import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { contentRecordColumns, teamIdColumn } from './content-columns.ts';

/** Pre-developed seasons (shared reference data, filtered by sportsType, ordered by name). */
export const preDevelopedSeasons = pgTable(
  'pre_developed_seasons',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    sportsType: text('sports_type').$type<SportsType>().notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [index('pre_developed_seasons_sports_type_idx').on(t.sportsType, t.name)],
);

/** A team's season; listed newest first. */
export const seasons = pgTable(
  'seasons',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    name: text('name').notNull(),
    preDevelopedSeasonId: text('pre_developed_season_id').references(() => preDevelopedSeasons.id, {
      onDelete: 'set null',
    }),
    /** Calendar dates (YYYY-MM-DD), optional. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    ...contentRecordColumns(),
  },
  (t) => [
    index('seasons_team_id_idx').on(t.teamId, t.timeCreated),
    index('seasons_pre_developed_season_id_idx').on(t.preDevelopedSeasonId),
  ],
);
