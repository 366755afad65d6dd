import { randomBytes } from 'node:crypto';
import {
  type DemoId,
  type DemoTeamSpec,
  demoTeamSpecs,
  findDemoTeamSpec,
  getSportName,
} from '@sideline/domain';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/auth.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findAccountOfUser, findUserByEmail, type TeamRow } from './accounts.repository.ts';
import type { SeedNewTeam } from './team-seeder.ts';

export interface DemoTeam {
  team: TeamRow;
  organizationName: string;
}

/**
 * The seeded demo team presenting a demo id (hockey, rugby, lacrosse): the team of the demo user
 * of that id (`demoTeamSpecs`), in a demo organization. Null when demo teams are not seeded.
 */
export async function findDemoTeam(db: DbOrTx, demoId: DemoId): Promise<DemoTeam | null> {
  const spec = findDemoTeamSpec(demoId);
  if (!spec) return null;
  const [row] = await db
    .select({ team: teams, organizationName: organizations.name })
    .from(teams)
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(and(eq(organizations.isDemo, true), eq(teams.email, spec.email)))
    .orderBy(asc(teams.timeCreated))
    .limit(1);
  return row ?? null;
}

export interface DemoAccount {
  demoId: DemoId;
  email: string;
  teamName: string;
  created: boolean;
}

/** Any constant: the advisory lock that makes concurrent starts seed the demo teams once. */
const demoSeedLockKey = 47_110_815;

/**
 * Creates the demo users and their teams (one per demo id) when missing, with verified emails and
 * the password config.demoPassword (re-applied at every start, so the printed credentials hold).
 * One transaction under an advisory lock: several instances starting together seed them once.
 */
export async function ensureDemoTeams(deps: {
  db: Db;
  config: AppConfig;
  seedNewTeam: SeedNewTeam;
  storage: FileStorage;
  now?: () => Date;
}): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(deps.config.demoPassword);
  const now = deps.now ?? (() => new Date());
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${demoSeedLockKey})`);
    const result: DemoAccount[] = [];
    for (const spec of demoTeamSpecs) {
      const userId = await ensureDemoUser(tx, spec, passwordHash, now());
      const { team } = await findAccountOfUser(tx, userId);
      if (!team) {
        await deps.seedNewTeam(
          tx,
          {
            userId,
            email: spec.email,
            organizationName: spec.organizationName,
            teamName: spec.teamName,
            sportsType: spec.sportsType,
            ageType: spec.ageType,
            websiteType: spec.websiteType,
            isDemo: true,
            now: now(),
          },
          { storage: deps.storage },
        );
      }
      result.push({ demoId: spec.demoId, email: spec.email, teamName: spec.teamName, created: !team });
    }
    return result;
  });
}

async function ensureDemoUser(
  tx: DbOrTx,
  spec: DemoTeamSpec,
  passwordHash: string,
  at: Date,
): Promise<string> {
  const existing = await findUserByEmail(tx, spec.email);
  if (existing) {
    await tx.update(users).set({ emailVerified: true, updatedAt: at }).where(eq(users.id, existing.id));
    await tx
      .update(accounts)
      .set({ password: passwordHash, updatedAt: at })
      .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, 'credential')));
    return existing.id;
  }
  const userId = randomBytes(24).toString('base64url');
  const lastName = getSportName(spec.sportsType);
  await tx.insert(users).values({
    id: userId,
    name: `Demo ${lastName}`,
    firstName: 'Demo',
    lastName,
    email: spec.email,
    emailVerified: true,
    createdAt: at,
    updatedAt: at,
  });
  // The same credential row better-auth writes at sign-up (its scrypt hash), so sign-in works as usual.
  await tx.insert(accounts).values({
    id: randomBytes(24).toString('base64url'),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: passwordHash,
    createdAt: at,
    updatedAt: at,
  });
  return userId;
}
