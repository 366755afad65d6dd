import {
  formatDollars,
  referralQualifyingDays,
  referralRewardCents,
} from '../marketing/marketing-constants.ts';

/**
 * Referral rewards (spec part 1 §2, §9; the /referral page and /referralterms). A referred team
 * qualifies once its website subscription has been active and paid for `referralQualifyingDays`
 * without a break; the reward is then owed to the referring team, paid by Sideline within 30 days
 * (to the team's store payout account, or by check), and taken back if that payment is refunded.
 */
export const referralRewardStatuses = ['earned', 'paid', 'withdrawn'] as const;
export type ReferralRewardStatus = (typeof referralRewardStatuses)[number];

/** The portal page of the team's referrals (reached from the top bar's invite; not a menu section). */
export const referralsPortalPath = '/portal/referrals';

const dayMs = 24 * 60 * 60 * 1000;

/** Has a subscription paid since `paidSince` qualified its referral at `now`? */
export function hasReferralQualified(paidSince: Date | null, now: Date): boolean {
  return paidSince !== null && now.getTime() - paidSince.getTime() >= referralQualifyingDays * dayMs;
}

/** Whole days still to go before the referral qualifies (0 when it has). */
export function daysUntilReferralQualifies(paidSince: Date, now: Date): number {
  const left = referralQualifyingDays * dayMs - (now.getTime() - paidSince.getTime());
  return Math.max(0, Math.ceil(left / dayMs));
}

/** Where a referred team stands, as the referring team's list shows it. */
export type ReferredTeamState =
  | { kind: 'signed-up' }
  | { kind: 'paying'; daysLeft: number }
  | { kind: 'reward-earned' }
  | { kind: 'reward-paid' }
  | { kind: 'reward-withdrawn' };

export function describeReferredTeamState(state: ReferredTeamState): string {
  const reward = formatDollars(referralRewardCents);
  switch (state.kind) {
    case 'signed-up':
      return 'Signed up, not paying yet';
    case 'paying':
      return `Paying subscriber: ${reward} in ${state.daysLeft} ${state.daysLeft === 1 ? 'day' : 'days'}`;
    case 'reward-earned':
      return `${reward} earned: we pay it within 30 days`;
    case 'reward-paid':
      return `${reward} paid`;
    case 'reward-withdrawn':
      return `${reward} withdrawn: their payment was refunded`;
  }
}

export interface ReferredTeam {
  name: string;
  signedUpAt: string;
  state: ReferredTeamState;
  stateText: string;
}

export interface ReferralsOverview {
  referralId: string;
  rewardCents: number;
  earnedCents: number;
  paidCents: number;
  teams: ReferredTeam[];
}

export const referralMessages = {
  /** Spec part 1 §8 "referral subscribed": sign-up through a known referral link. */
  subscribed: (teamName: string) =>
    `You are signing up through ${teamName}'s referral: they will thank you for it.`,
  /** Spec part 1 §8 "referral ... error": the link's id is no team's. */
  unknown:
    'This referral link is not valid any more. You can still sign up; ask the team that invited you for its current link.',
} as const;
