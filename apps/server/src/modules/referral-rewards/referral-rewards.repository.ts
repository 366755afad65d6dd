import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { referralRewards } from '../../db/schema/community.ts';
import { teams } from '../../db/schema/teams.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';

export type ReferralRewardRow = typeof referralRewards.$inferSelect;

/** The referring team's view: the teams that signed up with its referral id, and their rewards. */
export function createReferralRewardsRepository(db: DbOrTx, scope: TeamScope) {
  return {
    async findOwnReferralId(): Promise<string | null> {
      const [row] = await db
        .select({ referralId: teams.referralId })
        .from(teams)
        .where(eq(teams.id, scope.teamId));
      return row?.referralId ?? null;
    },
    /** Teams referred by this one (never private demo copies), with their reward if any. */
    listReferredTeams(referralId: string) {
      return db
        .select({ id: teams.id, name: teams.name, signedUpAt: teams.timeCreated, reward: referralRewards })
        .from(teams)
        .leftJoin(
          referralRewards,
          and(eq(referralRewards.referredTeamId, teams.id), eq(referralRewards.referrerTeamId, scope.teamId)),
        )
        .where(and(eq(teams.referredBy, referralId), isNull(teams.privateDemoExpiresAt)))
        .orderBy(desc(teams.timeCreated));
    },
  };
}

const referrer = alias(teams, 'referrer');

/** Cross-tenant, for the reward worker: every referred team with its referrer and current reward. */
export function listAllReferrals(db: DbOrTx) {
  return (
    db
      .select({ referredTeamId: teams.id, referrerTeamId: referrer.id, reward: referralRewards })
      .from(teams)
      .innerJoin(referrer, eq(referrer.referralId, teams.referredBy))
      .leftJoin(referralRewards, eq(referralRewards.referredTeamId, teams.id))
      // `referred_by is not null` is implied by the join; said, it lets the plan start from
      // teams_referred_by_idx (the teams that came by a referral) instead of reading every team.
      .where(
        and(
          isNotNull(teams.referredBy),
          isNull(teams.privateDemoExpiresAt),
          isNull(referrer.privateDemoExpiresAt),
        ),
      )
  );
}

/** Writes the earned reward once (the referred team is unique): false when another worker did. */
export async function insertEarnedReward(
  db: DbOrTx,
  values: {
    referrerTeamId: string;
    referredTeamId: string;
    amountCents: number;
    paidSince: Date;
    earnedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(referralRewards)
    .values({ ...values, status: 'earned' })
    .onConflictDoNothing({ target: referralRewards.referredTeamId })
    .returning({ id: referralRewards.id });
  return rows.length > 0;
}

export async function withdrawReward(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(referralRewards)
    .set({ status: 'withdrawn', withdrawnAt: at })
    .where(and(eq(referralRewards.id, id), isNull(referralRewards.withdrawnAt)))
    .returning({ id: referralRewards.id });
  return rows.length > 0;
}

/** Cross-tenant, for the operator console: every reward with both teams' names and the payout account. */
export function listAllRewards(db: DbOrTx) {
  const referred = alias(teams, 'referred');
  return db
    .select({
      reward: referralRewards,
      referrerName: referrer.name,
      referrerStripeAccountId: referrer.stripeAccountId,
      referredName: referred.name,
    })
    .from(referralRewards)
    .innerJoin(referrer, eq(referrer.id, referralRewards.referrerTeamId))
    .innerJoin(referred, eq(referred.id, referralRewards.referredTeamId))
    .orderBy(desc(referralRewards.earnedAt))
    .limit(200);
}

export async function markRewardPaid(
  db: DbOrTx,
  id: string,
  reference: string,
  at: Date,
): Promise<{ teamId: string } | null> {
  const [row] = await db
    .update(referralRewards)
    .set({ status: 'paid', paidAt: at, paymentReference: reference })
    .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'earned')))
    .returning({ teamId: referralRewards.referrerTeamId });
  return row ?? null;
}

/** The two teams' names for the reward mail (a referral joins two tenants by design). */
export async function findTeamNames(
  db: DbOrTx,
  referrerTeamId: string,
  referredTeamId: string,
): Promise<{ referrer: string; referred: string }> {
  const rows = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [referrerTeamId, referredTeamId]));
  const nameOf = (id: string) => rows.find((row) => row.id === id)?.name ?? '';
  return { referrer: nameOf(referrerTeamId), referred: nameOf(referredTeamId) };
}
