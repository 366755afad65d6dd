import { and, asc, eq, isNotNull, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { requireRow } from '../../db/rows.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/auth.ts';
import { organizations, teams } from '../../db/schema/teams.ts';

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;

/** What a user signs in as: the organization found first, then the team (spec part 1 §4). */
export interface UserAccount {
  organization: OrganizationRow | null;
  team: TeamRow | null;
}

/**
 * Cross-tenant look-ups of the account flows: they find the tenant from a user, an email or an id,
 * so they are plain functions here rather than a team-scoped repository.
 */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function deleteUser(db: DbOrTx, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** A LIKE pattern matching `value` literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Password-reset tokens are better-auth's `verifications` rows with identifier
 * `reset-password:{token}` and value = the user id (better-auth api/routes/password). Deleting
 * them makes every reset link of the user stop working.
 */
export async function deleteResetTokensOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)));
}

/** The user a reset token belongs to (expired or not), or null. */
export async function findUserIdOfResetToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `reset-password:${token}`))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Our own single-use email tokens in the same table: identifier `{kind}:{userId}:{sha256 of the
 * token}` (only the hash is stored, so reading the table yields no working link), value a JSON
 * record of what the link does.
 */
export type EmailTokenKind = 'email-change' | 'email-revert';

export async function insertEmailToken(
  db: DbOrTx,
  token: { kind: EmailTokenKind; userId: string; hash: string; value: object; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${token.kind}:${token.userId}:${token.hash}`,
    value: JSON.stringify(token.value),
    expiresAt: token.expiresAt,
    createdAt: token.at,
    updatedAt: token.at,
  });
}

export async function findEmailToken(
  db: DbOrTx,
  kind: EmailTokenKind,
  hash: string,
): Promise<{ value: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(like(verifications.identifier, `${kind}:%:${escapeLike(hash)}`))
    .limit(1);
  return row ?? null;
}

/**
 * Deletes the token with this hash and returns its record, or null when there is none (used,
 * revoked or never issued). Deleting first makes the token single-use even when two requests race.
 */
export async function consumeEmailToken(
  db: DbOrTx,
  kind: EmailTokenKind,
  hash: string,
): Promise<{ value: string; expiresAt: Date } | null> {
  const [row] = await db
    .delete(verifications)
    .where(like(verifications.identifier, `${kind}:%:${escapeLike(hash)}`))
    .returning({ value: verifications.value, expiresAt: verifications.expiresAt });
  return row ?? null;
}

export async function deleteEmailTokensOfUser(
  db: DbOrTx,
  kind: EmailTokenKind,
  userId: string,
): Promise<void> {
  await db.delete(verifications).where(like(verifications.identifier, `${kind}:${escapeLike(userId)}:%`));
}

export async function setPendingEmail(db: DbOrTx, userId: string, email: string | null, at: Date) {
  await db.update(users).set({ pendingEmail: email, updatedAt: at }).where(eq(users.id, userId));
}

/** True when another user signs in with `email` (the address is taken). */
export async function isEmailUsedByAnotherUser(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

/** Writes a new password hash on the user's email-and-password account. */
export async function setPasswordHash(db: DbOrTx, userId: string, hash: string, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ password: hash, updatedAt: at })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/**
 * The organization the user owns, then its team (the user's own first, else the oldest); without an
 * organization, the team the user owns.
 */
export async function findAccountOfUser(
  db: DbOrTx,
  userId: string,
  chosenTeamId?: string,
): Promise<UserAccount> {
  // The team the browser switched to, when the user may act for it (see listTeamsOfUser).
  if (chosenTeamId) {
    const chosen = (await listTeamsOfUser(db, userId)).find((row) => row.team.id === chosenTeamId);
    if (chosen) return chosen;
  }
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.ownerUserId, userId))
    .orderBy(asc(organizations.timeCreated))
    .limit(1);
  if (organization) {
    const [team] = await db
      .select()
      .from(teams)
      .where(eq(teams.organizationId, organization.id))
      .orderBy(sql`${teams.ownerUserId} = ${userId} DESC NULLS LAST`, asc(teams.timeCreated))
      .limit(1);
    return { organization, team: team ?? null };
  }
  const [team] = await db
    .select()
    .from(teams)
    .where(eq(teams.ownerUserId, userId))
    .orderBy(asc(teams.timeCreated))
    .limit(1);
  if (!team) return { organization: null, team: null };
  const [teamOrganization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, team.organizationId))
    .limit(1);
  return { organization: teamOrganization ?? null, team };
}

/**
 * Every team the user may act for, oldest first: the teams of the organizations they own (an
 * imported team joins the importing admin's organization), and the teams they own elsewhere.
 */
export async function listTeamsOfUser(
  db: DbOrTx,
  userId: string,
): Promise<{ team: TeamRow; organization: OrganizationRow | null }[]> {
  const rows = await db
    .select({ team: teams, organization: organizations })
    .from(teams)
    .leftJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(or(eq(organizations.ownerUserId, userId), eq(teams.ownerUserId, userId)))
    .orderBy(asc(teams.timeCreated), asc(teams.id));
  return rows;
}

export async function findTeamById(db: DbOrTx, id: string): Promise<TeamRow | null> {
  const [row] = await db.select().from(teams).where(eq(teams.id, id)).limit(1);
  return row ?? null;
}

export async function findTeamByEmail(db: DbOrTx, email: string): Promise<TeamRow | null> {
  const [row] = await db
    .select()
    .from(teams)
    .where(eq(sql`lower(${teams.email})`, email.toLowerCase()))
    .orderBy(asc(teams.timeCreated))
    .limit(1);
  return row ?? null;
}

/** Reads the team row and locks it until the transaction ends (sign-in counting). */
export async function lockTeam(tx: DbOrTx, teamId: string): Promise<TeamRow | null> {
  const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update').limit(1);
  return row ?? null;
}

export async function recordTeamSignIn(tx: DbOrTx, teamId: string, at: Date): Promise<TeamRow> {
  const [row] = await tx
    .update(teams)
    .set({ loginCount: sql`${teams.loginCount} + 1`, loginTime: at })
    .where(eq(teams.id, teamId))
    .returning();
  return requireRow(row, 'teams');
}

/** A sign-in refused by the unverified-email rule: counted, but no login time. */
export async function recordRefusedSignIn(tx: DbOrTx, teamId: string): Promise<void> {
  await tx
    .update(teams)
    .set({ loginCount: sql`${teams.loginCount} + 1` })
    .where(eq(teams.id, teamId));
}

export async function setTeamLoginTime(tx: DbOrTx, teamId: string, at: Date): Promise<void> {
  await tx.update(teams).set({ loginTime: at }).where(eq(teams.id, teamId));
}

/**
 * Makes `email` the user's sign-in address (a verified change, or its revert) and the contact
 * address of the teams they own that still carry `previousEmail`; clears any pending address.
 */
export async function updateUserEmail(
  tx: DbOrTx,
  change: { userId: string; previousEmail: string; email: string; emailVerified: boolean; at: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({
      email: change.email,
      emailVerified: change.emailVerified,
      pendingEmail: null,
      updatedAt: change.at,
    })
    .where(eq(users.id, change.userId));
  await tx
    .update(teams)
    .set({ email: change.email })
    .where(
      and(
        eq(teams.ownerUserId, change.userId),
        eq(sql`lower(${teams.email})`, change.previousEmail.toLowerCase()),
      ),
    );
}

/** Ends a private demo now (its visitor signed out): the next cleanup round removes it. */
export async function expirePrivateDemo(db: DbOrTx, teamId: string, at: Date): Promise<void> {
  await db
    .update(teams)
    .set({ privateDemoExpiresAt: at })
    .where(and(eq(teams.id, teamId), isNotNull(teams.privateDemoExpiresAt)));
}
