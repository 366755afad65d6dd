import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { scanAccesses, scanAccessSessions } from '../../db/schema/tickets.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

export type ScanAccessRow = typeof scanAccesses.$inferSelect;

/** A team's scan-only door accesses and their sessions. */
export function createScanAccessRepository(db: DbOrTx, scope: TeamScope) {
  return {
    listOfTicket(ticketId: string) {
      return db
        .select()
        .from(scanAccesses)
        .where(whereTeam(scanAccesses, scope, eq(scanAccesses.ticketId, ticketId)))
        .orderBy(desc(scanAccesses.timeCreated), desc(scanAccesses.id));
    },

    async insert(values: {
      ticketId: string;
      label: string;
      tokenHash: string;
      pinHash: string;
      expiresAt: Date;
    }): Promise<ScanAccessRow> {
      const [row] = await db
        .insert(scanAccesses)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      return requireRow(row, 'scan_accesses');
    },

    /** Revokes the access (once) and ends its sessions: true when it was this ticket's. */
    async revoke(ticketId: string, id: string, at: Date): Promise<boolean> {
      const [row] = await db
        .update(scanAccesses)
        .set({ revokedAt: sql`coalesce(${scanAccesses.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(whereTeam(scanAccesses, scope, eq(scanAccesses.ticketId, ticketId), eq(scanAccesses.id, id)))
        .returning({ id: scanAccesses.id });
      if (!row) return false;
      await db
        .delete(scanAccessSessions)
        .where(whereTeam(scanAccessSessions, scope, eq(scanAccessSessions.accessId, id)));
      return true;
    },

    /**
     * Takes one PIN attempt in one statement, before the PIN is checked, and answers the attempts
     * taken with it; null when the access is already locked (`maxFailed` taken), so guesses sent
     * at once cannot all be checked.
     */
    async reservePinAttempt(id: string, maxFailed: number): Promise<number | null> {
      const [row] = await db
        .update(scanAccesses)
        .set({ failedPins: sql`${scanAccesses.failedPins} + 1` })
        .where(
          whereTeam(scanAccesses, scope, eq(scanAccesses.id, id), lt(scanAccesses.failedPins, maxFailed)),
        )
        .returning({ failedPins: scanAccesses.failedPins });
      return row?.failedPins ?? null;
    },

    /** Gives back the attempt a right PIN reserved. */
    async releasePinAttempt(id: string): Promise<void> {
      await db
        .update(scanAccesses)
        .set({ failedPins: sql`${scanAccesses.failedPins} - 1` })
        .where(whereTeam(scanAccesses, scope, eq(scanAccesses.id, id), gt(scanAccesses.failedPins, 0)));
    },

    async insertSession(accessId: string, tokenHash: string): Promise<void> {
      await db.insert(scanAccessSessions).values({ teamId: scope.teamId, accessId, tokenHash });
    },
  };
}

/**
 * Cross-tenant look-ups, by the secret a volunteer's phone holds (the link's token or the
 * session cookie's token, hashed): the only ways in that do not start from a team session.
 */
export function createScanAccessLookups(db: DbOrTx) {
  return {
    async findAccessByTokenHashAcrossTeams(tokenHash: string): Promise<ScanAccessRow | undefined> {
      const [row] = await db.select().from(scanAccesses).where(eq(scanAccesses.tokenHash, tokenHash));
      return row;
    },

    async findSessionAccessAcrossTeams(sessionTokenHash: string): Promise<ScanAccessRow | undefined> {
      const [row] = await db
        .select({ access: scanAccesses })
        .from(scanAccessSessions)
        .innerJoin(
          scanAccesses,
          and(
            eq(scanAccesses.id, scanAccessSessions.accessId),
            eq(scanAccesses.teamId, scanAccessSessions.teamId),
          ),
        )
        .where(eq(scanAccessSessions.tokenHash, sessionTokenHash));
      return row?.access;
    },
  };
}
