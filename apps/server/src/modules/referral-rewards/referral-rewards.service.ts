import {
  daysUntilReferralQualifies,
  describeReferredTeamState,
  hasReferralQualified,
  type OperatorReward,
  type ReferralsOverview,
  type ReferredTeamState,
  referralRewardCents,
  referralsPortalPath,
} from '@sideline/domain';
import type { Db } from '../../db/client.ts';
import { enqueueMail } from '../../platform/mail/index.ts';
import type { TeamMailGate } from '../../platform/mail/team-mail.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { CommunicationsService } from '../domains/communications.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import {
  createReferralRewardsRepository,
  findTeamNames,
  insertEarnedReward,
  listAllReferrals,
  listAllRewards,
  markRewardPaid,
  type ReferralRewardRow,
  withdrawReward,
} from './referral-rewards.repository.ts';
import { referralRewardEarnedMail } from './referral-rewards-mail-templates.ts';

type WebsitePayment = Awaited<ReturnType<SubscriptionsService['findWebsitePayment']>>;

/** Was the payment the reward was earned for refunded? */
function isRefundedSince(payment: WebsitePayment, reward: ReferralRewardRow): boolean {
  return payment.refundedAt !== null && payment.refundedAt >= reward.paidSince;
}

/**
 * Referral rewards (docs/decisions/030): a referred team earns its referrer the domain's reward once
 * its website subscription has been active and paid for `referralQualifyingDays`; Sideline pays it
 * (the operator marks it paid with the transfer or check reference); a refund of the payment it was
 * earned for withdraws it.
 */
export function createReferralRewardsService(deps: {
  db: Db;
  subscriptions: SubscriptionsService;
  communications: CommunicationsService;
  gate: TeamMailGate;
  mailFrom: string;
  baseUrl: string;
  now: () => Date;
}) {
  function stateOf(reward: ReferralRewardRow | null, payment: WebsitePayment, now: Date): ReferredTeamState {
    if (reward?.status === 'withdrawn') return { kind: 'reward-withdrawn' };
    if (reward?.status === 'paid') return { kind: 'reward-paid' };
    if (reward) return { kind: 'reward-earned' };
    if (payment.paidSince)
      return { kind: 'paying', daysLeft: daysUntilReferralQualifies(payment.paidSince, now) };
    return { kind: 'signed-up' };
  }

  return {
    async overview(scope: TeamScope): Promise<ReferralsOverview> {
      const repository = createReferralRewardsRepository(deps.db, scope);
      const referralId = (await repository.findOwnReferralId()) ?? '';
      const rows = await repository.listReferredTeams(referralId);
      const now = deps.now();
      const teams = [];
      let earnedCents = 0;
      let paidCents = 0;
      for (const row of rows) {
        const payment = await deps.subscriptions.findWebsitePayment({ teamId: row.id });
        const state = stateOf(row.reward, payment, now);
        if (row.reward?.status === 'earned') earnedCents += row.reward.amountCents;
        if (row.reward?.status === 'paid') paidCents += row.reward.amountCents;
        teams.push({
          name: row.name,
          signedUpAt: row.signedUpAt.toISOString(),
          state,
          stateText: describeReferredTeamState(state),
        });
      }
      return { referralId, rewardCents: referralRewardCents, earnedCents, paidCents, teams };
    },

    /** The worker's round: credits the referrals that qualified, withdraws those refunded. */
    async creditQualifiedReferrals(): Promise<{ earned: number; withdrawn: number }> {
      const now = deps.now();
      let earned = 0;
      let withdrawn = 0;
      for (const referral of await listAllReferrals(deps.db)) {
        const payment = await deps.subscriptions.findWebsitePayment({ teamId: referral.referredTeamId });
        const { reward } = referral;
        if (reward) {
          if (
            reward.status !== 'withdrawn' &&
            isRefundedSince(payment, reward) &&
            (await withdrawReward(deps.db, reward.id, now))
          )
            withdrawn++;
          continue;
        }
        if (!hasReferralQualified(payment.paidSince, now) || !payment.paidSince) continue;
        const paidSince = payment.paidSince;
        const didEarn = await deps.db.transaction(async (tx) => {
          const inserted = await insertEarnedReward(tx, {
            referrerTeamId: referral.referrerTeamId,
            referredTeamId: referral.referredTeamId,
            amountCents: referralRewardCents,
            paidSince,
            earnedAt: now,
          });
          if (!inserted) return false;
          const scope: TeamScope = { teamId: referral.referrerTeamId };
          const to = await deps.communications.recipientsOf(tx, scope, 'notice');
          if (to.length > 0 && (await deps.gate.admit(tx, scope.teamId, to.length)).admitted) {
            const names = await findTeamNames(tx, referral.referrerTeamId, referral.referredTeamId);
            await enqueueMail(
              tx,
              {
                ...referralRewardEarnedMail({
                  teamName: names.referrer,
                  referredTeamName: names.referred,
                  amountCents: referralRewardCents,
                  portalUrl: new URL(referralsPortalPath, deps.baseUrl).toString(),
                }),
                from: deps.mailFrom,
                to,
                reference: referral.referredTeamId,
                teamId: scope.teamId,
              },
              now,
            );
          }
          return true;
        });
        if (didEarn) earned++;
      }
      return { earned, withdrawn };
    },

    async listForOperators(): Promise<OperatorReward[]> {
      const rows = await listAllRewards(deps.db);
      return rows.map(({ reward, referrerName, referrerStripeAccountId, referredName }) => ({
        id: reward.id,
        referrerTeamName: referrerName,
        referredTeamName: referredName,
        amountCents: reward.amountCents,
        status: reward.status,
        payTo: referrerStripeAccountId
          ? `Store payout account ${referrerStripeAccountId}`
          : 'Check to the team address',
        earnedAt: reward.earnedAt.toISOString(),
        paymentReference: reward.paymentReference,
      }));
    },

    markPaid(id: string, reference: string) {
      return markRewardPaid(deps.db, id, reference, deps.now());
    },
  };
}

export type ReferralRewardsService = ReturnType<typeof createReferralRewardsService>;
