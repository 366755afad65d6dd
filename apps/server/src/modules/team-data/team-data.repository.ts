import { and, asc, count, desc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { teamDataExports } from '../../db/schema/team-data.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export type TeamExportRow = typeof teamDataExports.$inferSelect;

/** The team's export requests. */
export function createTeamDataRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async findLatest(): Promise<TeamExportRow | null> {
      const [row] = await db
        .select()
        .from(teamDataExports)
        .where(whereTeam(teamDataExports, scope))
        .orderBy(desc(teamDataExports.requestedAt))
        .limit(1);
      return row ?? null;
    },

    async insert(requestedByEmail: string, at: Date): Promise<TeamExportRow> {
      const [row] = await db
        .insert(teamDataExports)
        .values({ teamId: scope.teamId, requestedByEmail, requestedAt: at, step: 'Waiting for the worker' })
        .returning();
      return row as TeamExportRow;
    },

    /** Every export ZIP the team has (never put into the next archive). */
    async findExportFileKeys(): Promise<string[]> {
      const rows = await db
        .select({ key: teamDataExports.fileKey })
        .from(teamDataExports)
        .where(whereTeam(teamDataExports, scope, isNotNull(teamDataExports.fileKey)));
      return rows.flatMap((r) => (r.key ? [r.key] : []));
    },

    /** Serializes requests of one team: the team row is locked for the transaction. */
    async lockTeam(): Promise<void> {
      await db.select({ id: teams.id }).from(teams).where(eq(teams.id, scope.teamId)).for('update');
    },
  };
}

/**
 * Cross-tenant, for the worker: takes one export to build, a queued one or one whose worker died
 * (its claim ran out), and claims it until `claimedUntil`. SKIP LOCKED: two workers take two exports.
 */
export async function claimDueExport(
  tx: DbOrTx,
  now: Date,
  claimedUntil: Date,
): Promise<TeamExportRow | null> {
  const [row] = await tx
    .select()
    .from(teamDataExports)
    .where(
      or(
        eq(teamDataExports.status, 'queued'),
        and(eq(teamDataExports.status, 'running'), lte(teamDataExports.claimedUntil, now)),
      ),
    )
    .orderBy(asc(teamDataExports.requestedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  const [claimed] = await tx
    .update(teamDataExports)
    .set({ status: 'running', claimedUntil, attempts: row.attempts + 1 })
    .where(eq(teamDataExports.id, row.id))
    .returning();
  return claimed ?? null;
}

export async function updateExport(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<TeamExportRow, 'id' | 'teamId'>>,
): Promise<void> {
  await db.update(teamDataExports).set(values).where(eq(teamDataExports.id, id));
}

/** Ready exports whose keeping time is over, cross-tenant. */
export async function findExpiredExports(db: DbOrTx, now: Date): Promise<TeamExportRow[]> {
  return db
    .select()
    .from(teamDataExports)
    .where(and(eq(teamDataExports.status, 'ready'), lte(teamDataExports.expiresAt, now)));
}

export async function deleteFileRecord(db: DbOrTx, key: string): Promise<void> {
  await db.delete(files).where(eq(files.key, key));
}

export async function findTeamName(
  db: DbOrTx,
  scope: TeamScope,
): Promise<{ name: string; timeZone: string } | null> {
  const [row] = await db
    .select({ name: teams.name, timeZone: teams.timeZone })
    .from(teams)
    .where(eq(teams.id, scope.teamId));
  return row ?? null;
}

/**
 * Deletes a closed team for good: its outbox rows (they name it), the team (every tenant row
 * cascades), then its organization and owner when nothing else of theirs is left. Returns the
 * keys of its stored files, for the caller to remove once this commits.
 */
export async function deleteTeamRows(tx: DbOrTx, scope: TeamScope): Promise<string[] | null> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, scope.teamId)).for('update');
  if (!team) return null;
  const keys = (await tx.select({ key: files.key }).from(files).where(eq(files.teamId, scope.teamId))).map(
    (r) => r.key,
  );
  await tx.delete(mailOutbox).where(eq(mailOutbox.teamId, scope.teamId));
  await tx.delete(teams).where(eq(teams.id, scope.teamId));
  const [left] = await tx
    .select({ n: count() })
    .from(teams)
    .where(eq(teams.organizationId, team.organizationId));
  if (!left?.n) await tx.delete(organizations).where(eq(organizations.id, team.organizationId));
  if (team.ownerUserId) {
    const [ownsTeam] = await tx
      .select({ n: count() })
      .from(teams)
      .where(eq(teams.ownerUserId, team.ownerUserId));
    const [ownsOrganization] = await tx
      .select({ n: count() })
      .from(organizations)
      .where(eq(organizations.ownerUserId, team.ownerUserId));
    if (!ownsTeam?.n && !ownsOrganization?.n) {
      await tx.delete(users).where(inArray(users.id, [team.ownerUserId]));
    }
  }
  return keys;
}
