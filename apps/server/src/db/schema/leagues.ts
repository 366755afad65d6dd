import type { SportsType } from '@sideline/domain';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { contentRecordColumns, teamIdColumn } from './content-columns.ts';

/**
 * Pre-developed leagues and conferences (spec part 2 §3 "League"): shared reference data, one
 * fixed league and conference pair per sports type, shipped by seedReferenceData with stable ids.
 */
export const preDevelopedLeagues = pgTable(
  'pre_developed_leagues',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    division: text('division').notNull().default(''),
    sportsType: text('sports_type').$type<SportsType>().notNull(),
    ...timestamps(),
  },
  (t) => [index('pre_developed_leagues_sports_type_idx').on(t.sportsType, t.name, t.division)],
);

export const preDevelopedConferences = pgTable(
  'pre_developed_conferences',
  {
    id: text('id').primaryKey(),
    leagueId: text('league_id')
      .notNull()
      .references(() => preDevelopedLeagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sportsType: text('sports_type').$type<SportsType>().notNull(),
    ...timestamps(),
  },
  (t) => [index('pre_developed_conferences_league_id_idx').on(t.leagueId)],
);

/** A team's league, optionally linked to a pre-developed league and conference. */
export const leagues = pgTable(
  'leagues',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    name: text('name').notNull(),
    division: text('division').notNull().default(''),
    preDevelopedLeagueId: text('pre_developed_league_id').references(() => preDevelopedLeagues.id, {
      onDelete: 'set null',
    }),
    preDevelopedConferenceId: text('pre_developed_conference_id').references(
      () => preDevelopedConferences.id,
      { onDelete: 'set null' },
    ),
    ...contentRecordColumns(),
  },
  (t) => [
    index('leagues_team_id_idx').on(t.teamId, t.timeCreated),
    index('leagues_pre_developed_league_id_idx').on(t.preDevelopedLeagueId),
    index('leagues_pre_developed_conference_id_idx').on(t.preDevelopedConferenceId),
  ],
);
