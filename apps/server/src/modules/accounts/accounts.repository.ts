import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/auth.ts';
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

/**
 * The organization the user owns, then its team (the user's own first, else the oldest); without an
 * organization, the team the user owns.
 */
export async function findAccountOfUser(db: DbOrTx, userId: string): Promise<UserAccount> {
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
  return row;
}

export async function setTeamLoginTime(tx: DbOrTx, teamId: string, at: Date): Promise<void> {
  await tx.update(teams).set({ loginTime: at }).where(eq(teams.id, teamId));
}

/** Email change: the user's address and the contact address of the teams they own. */
export async function updateUserEmail(tx: DbOrTx, userId: string, email: string, at: Date): Promise<void> {
  await tx.update(users).set({ email, emailVerified: false, updatedAt: at }).where(eq(users.id, userId));
  await tx
    .update(teams)
    .set({ email })
    .where(and(eq(teams.ownerUserId, userId)));
}
