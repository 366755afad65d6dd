import type { SportsType } from '@sideline/domain';
import { boolean, text } from 'drizzle-orm/pg-core';
import { contentFlags, timestamps } from './columns.ts';
import { teams } from './teams.ts';

/** team_id of a tenant table: every query on it is scoped by this column (platform/tenant-scope.ts). */
export const teamIdColumn = () =>
  text('team_id')
    .notNull()
    .references(() => teams.id, { onDelete: 'cascade' });

export const sportsTypeColumn = () => text('sports_type').$type<SportsType>().notNull().default('NONE');

/** What every content record carries (spec part 2 §3): sportsType, published, deleted, times. */
export const contentRecordColumns = () => ({
  sportsType: sportsTypeColumn(),
  ...contentFlags(),
  ...timestamps(),
});

/**
 * Seeded sample content of a new team (decision 019): marked in the portal's lists and removable
 * in one action. Demo teams' content is not sample; an admin's own records never are.
 */
export const sampleFlagColumn = () => ({ isSample: boolean('is_sample').notNull().default(false) });
