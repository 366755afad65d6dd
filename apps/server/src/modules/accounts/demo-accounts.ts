import { randomBytes } from 'node:crypto';
import {
  type DemoId,
  type DemoTeamSpec,
  demoTeamSpecs,
  getSportName,
  privateDemoMessages,
} from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, sessions, users } from '../../db/schema/auth.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { findUserByEmail, type TeamRow, type UserAccount } from './accounts.repository.ts';
import type { SeedNewTeam } from './team-seeder.ts';

export interface DemoTeam {
  team: TeamRow;
  organizationName: string;
}

/**
 * The seeded demo team presenting a demo id (hockey, rugby, lacrosse), found by that id: its
 * addresses play no part, so nothing done to an address can move or hide it. Null when demo teams
 * are not seeded.
 */
export async function findDemoTeam(db: DbOrTx, demoId: DemoId): Promise<DemoTeam | null> {
  const [row] = await db
    .select({ team: teams, organizationName: organizations.name })
    .from(teams)
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(eq(teams.demoId, demoId))
    .limit(1);
  return row ?? null;
}

/**
 * Refuses every account operation for an owner of a shared demo team (403 `shared_demo`): sign-in,
 * resume, password reset, email change. They have no credential and must get no path to one.
 */
export function refuseSharedDemoAccount(account: UserAccount): void {
  if (account.organization?.isDemo || account.team?.demoId) {
    throw new AppError('shared_demo', privateDemoMessages.sharedDemoClosed);
  }
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
      const existing = await findDemoTeam(tx, spec.demoId);
      if (existing) {
        if (existing.team.ownerUserId) await closeDemoOwner(tx, existing.team.ownerUserId);
      } else {
        await deps.seedNewTeam(
          tx,
          {
            userId: await ensureDemoUser(tx, spec, now()),
            email: spec.email,
            organizationName: spec.organizationName,
            teamName: spec.teamName,
            sportsType: spec.sportsType,
            ageType: spec.ageType,
            websiteType: spec.websiteType,
            publicContactEmail: spec.publicEmail,
            demoId: spec.demoId,
            now: now(),
          },
          { storage: deps.storage },
        );
      }
      result.push({ demoId: spec.demoId, teamName: spec.teamName, created: !existing });
    }
    return result;
  });
}

/** The owner of a new shared demo team: verified, without a credential, without sessions. */
async function ensureDemoUser(tx: DbOrTx, spec: DemoTeamSpec, at: Date): Promise<string> {
  const existing = await findUserByEmail(tx, spec.email);
  if (existing) {
    await closeDemoOwner(tx, existing.id);
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

/** Removes any credential and session a demo owner holds (one left by an earlier version). */
async function closeDemoOwner(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
