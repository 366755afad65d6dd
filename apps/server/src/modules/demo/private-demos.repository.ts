import { randomBytes } from 'node:crypto';
import { privateDemoEmailDomain } from '@sideline/domain';
import { asc, count, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { organizations, teams } from '../../db/schema/teams.ts';

/**
 * Cross-tenant queries over private demo copies: counting the live ones (the ceiling) and taking
 * expired ones apart. Everything a team owns cascades from its organization row; users, outbox
 * rows and stored files do not, so they are removed here explicitly.
 */

export async function countLivePrivateDemos(db: DbOrTx, at: Date): Promise<number> {
  const [row] = await db.select({ live: count() }).from(teams).where(gt(teams.privateDemoExpiresAt, at));
  return row?.live ?? 0;
}

/**
 * The owner of a private demo: a verified user with an address under a reserved domain and no
 * credential row, so nobody can sign in as it with a password or receive its mail.
 */
export async function insertPrivateDemoOwner(
  db: DbOrTx,
  input: { firstName: string; lastName: string; at: Date },
): Promise<{ id: string; email: string }> {
  const id = randomBytes(24).toString('base64url');
  const email = `demo-${randomBytes(16).toString('hex')}@${privateDemoEmailDomain}`;
  await db.insert(users).values({
    id,
    name: `${input.firstName} ${input.lastName}`,
    firstName: input.firstName,
    lastName: input.lastName,
    email,
    emailVerified: true,
    createdAt: input.at,
    updatedAt: input.at,
  });
  return { id, email };
}

export interface ExpiredPrivateDemo {
  teamId: string;
  organizationId: string;
  ownerUserId: string | null;
}

/**
 * Locks up to `limit` expired private demos for this transaction. SKIP LOCKED lets several
 * workers clean up side by side, each taking different demos.
 */
export async function lockExpiredPrivateDemos(
  tx: DbOrTx,
  at: Date,
  limit: number,
): Promise<ExpiredPrivateDemo[]> {
  return tx
    .select({ teamId: teams.id, organizationId: teams.organizationId, ownerUserId: teams.ownerUserId })
    .from(teams)
    .where(lte(teams.privateDemoExpiresAt, at))
    .orderBy(asc(teams.privateDemoExpiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findFileKeysOfTeams(tx: DbOrTx, teamIds: string[]): Promise<string[]> {
  const rows = await tx.select({ key: files.key }).from(files).where(inArray(files.teamId, teamIds));
  return rows.map((r) => r.key);
}

/** Deletes the demos' rows: outbox rows, then organizations (teams and every tenant row cascade), then owners (sessions and accounts cascade). */
export async function deletePrivateDemoRows(tx: DbOrTx, demos: ExpiredPrivateDemo[]): Promise<void> {
  const teamIds = demos.map((d) => d.teamId);
  const ownerIds = demos.flatMap((d) => (d.ownerUserId ? [d.ownerUserId] : []));
  await tx.delete(mailOutbox).where(inArray(mailOutbox.teamId, teamIds));
  await tx.delete(organizations).where(
    inArray(
      organizations.id,
      demos.map((d) => d.organizationId),
    ),
  );
  if (ownerIds.length) await tx.delete(users).where(inArray(users.id, ownerIds));
}
