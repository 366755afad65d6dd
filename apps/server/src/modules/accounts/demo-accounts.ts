import { randomBytes } from 'node:crypto';
import {
  type DemoId,
  type DemoTeamSpec,
  demoTeamSpecs,
  findDemoTeamSpec,
  getSportName,
} from '@sideline/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema/auth.ts';
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
  teamName: string;
  created: boolean;
}

/** Any constant: the advisory lock that makes concurrent starts seed the demo teams once. */
const demoSeedLockKey = 47_110_815;

/**
 * Creates the shared demo teams (one per demo id) when missing. They are the showcase of /demo/{id}
 * and nobody signs into them: their owners have no password (one left by an earlier version is
 * removed, with its sessions), and visitors who try the portal get a private copy instead
 * (modules/demo). One transaction under an advisory lock: instances starting together seed once.
 */
export async function ensureDemoTeams(deps: {
  db: Db;
  seedNewTeam: SeedNewTeam;
  storage: FileStorage;
  now?: () => Date;
}): Promise<DemoAccount[]> {
  const now = deps.now ?? (() => new Date());
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${demoSeedLockKey})`);
    const result: DemoAccount[] = [];
    for (const spec of demoTeamSpecs) {
      const userId = await ensureDemoUser(tx, spec, now());
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
      result.push({ demoId: spec.demoId, teamName: spec.teamName, created: !team });
    }
    return result;
  });
}

/** The owner of a shared demo team: verified, without a credential, without sessions. */
async function ensureDemoUser(tx: DbOrTx, spec: DemoTeamSpec, at: Date): Promise<string> {
  const existing = await findUserByEmail(tx, spec.email);
  if (existing) {
    await tx.delete(accounts).where(eq(accounts.userId, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
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
  return userId;
}
