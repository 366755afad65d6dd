import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teams } from '../../db/schema/teams.ts';

/**
 * Cross-tenant read of a team's content version (the public site resolves the team from the host,
 * before any session or scope exists). The version is only ever bumped by database triggers
 * (migration 0004, docs/decisions/009-content-version-triggers.md), in the same transaction as
 * the write, so a page cached under (team, path, version) is stale exactly when this changed.
 * Resolves null for a team that does not exist (or was deleted).
 */
export async function readTeamContentVersion(db: DbOrTx, teamId: string): Promise<number | null> {
  const [row] = await db
    .select({ contentVersion: teams.contentVersion })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row?.contentVersion ?? null;
}
