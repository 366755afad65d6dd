import { and, type Column, eq, type SQL } from 'drizzle-orm';

/**
 * The team a repository works for. Repositories are created with a scope (from the session) and
 * every query on a tenant table goes through {@link whereTeam}, so a query cannot forget the team.
 * Cross-tenant look-ups (by host name, by payment webhook) live in separate, plainly named functions.
 */
export interface TeamScope {
  readonly teamId: string;
}

/** Any table (or aliased table) with a `team_id` column. */
export interface TeamOwnedTable {
  teamId: Column;
}

/** The team filter plus any further conditions (undefined ones are skipped). */
export function whereTeam(table: TeamOwnedTable, scope: TeamScope, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.teamId, scope.teamId), ...conditions) as SQL;
}

/** Tables whose records are soft-deleted (spec part 2 §4). */
export interface SoftDeletedTable extends TeamOwnedTable {
  deleted: Column;
}

/** The team filter, only records not soft-deleted, plus any further conditions. */
export function whereTeamLive(
  table: SoftDeletedTable,
  scope: TeamScope,
  ...conditions: (SQL | undefined)[]
): SQL {
  return whereTeam(table, scope, eq(table.deleted, false), ...conditions);
}

export function createTeamScope(teamId: string): TeamScope {
  if (!teamId) throw new Error('A team scope needs a team id');
  return Object.freeze({ teamId });
}
