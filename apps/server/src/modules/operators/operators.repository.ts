import type { OperatorAction, OperatorTeam } from '@sideline/domain';
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { operatorActions } from '../../db/schema/community.ts';
import { teams } from '../../db/schema/teams.ts';

/**
 * The operator console's own reads and writes, all cross-tenant and plainly named: the signed-in
 * user's email and second factor, team accounts (never their content, files or submissions), suspension, and the log.
 */
export async function findUserEmail(
  db: DbOrTx,
  userId: string,
): Promise<{ email: string; emailVerified: boolean; twoFactorEnabled: boolean } | null> {
  const [row] = await db
    .select({
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

const teamColumns = {
  id: teams.id,
  name: teams.name,
  slug: teams.slug,
  sportsType: teams.sportsType,
  adminEmail: teams.email,
  published: teams.published,
  suspendedAt: teams.suspendedAt,
  createdAt: teams.timeCreated,
};

function toOperatorTeam(row: {
  id: string;
  name: string;
  slug: string;
  sportsType: string;
  adminEmail: string;
  published: boolean;
  suspendedAt: Date | null;
  createdAt: Date;
}): OperatorTeam {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sportsType: row.sportsType,
    adminEmail: row.adminEmail,
    published: row.published,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function searchTeamAccounts(db: DbOrTx, query: string): Promise<OperatorTeam[]> {
  const pattern = `%${query.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select(teamColumns)
    .from(teams)
    .where(
      or(
        eq(teams.id, query),
        ilike(teams.name, pattern),
        ilike(teams.email, pattern),
        ilike(teams.slug, pattern),
      ),
    )
    .orderBy(teams.name)
    .limit(20);
  return rows.map(toOperatorTeam);
}

export async function setTeamSuspension(
  db: DbOrTx,
  teamId: string,
  suspendedAt: Date | null,
): Promise<OperatorTeam | null> {
  const [row] = await db
    .update(teams)
    .set({ suspendedAt })
    .where(eq(teams.id, teamId))
    .returning(teamColumns);
  return row ? toOperatorTeam(row) : null;
}

export async function insertOperatorAction(
  db: DbOrTx,
  values: typeof operatorActions.$inferInsert,
): Promise<void> {
  await db.insert(operatorActions).values(values);
}

export async function listOperatorActions(db: DbOrTx): Promise<OperatorAction[]> {
  const rows = await db.select().from(operatorActions).orderBy(desc(operatorActions.at)).limit(100);
  return rows.map((row) => ({
    id: row.id,
    operatorEmail: row.operatorEmail,
    action: row.action,
    subject: `${row.subjectType} ${row.subjectId}`,
    clientAddress: row.clientAddress,
    at: row.at.toISOString(),
  }));
}
