/**
 * Marketing-site constants (spec part 1 §1, §9): the referral reward, the subscription prices shown
 * on /pricing, and the portal changelog shown on /version. Money is integer cents (DESIGN.md).
 */

/** Reward paid for each referred team that keeps a paid website subscription ("Invite teams, get $N"). */
export const referralRewardCents = 5000;
/** A referred team must stay subscribed this many days past its free month before the reward is paid. */
export const referralQualifyingDays = 60;

export type BillingPeriod = 'month' | 'year';

export interface SubscriptionProduct {
  key: 'website' | 'domain' | 'email';
  name: string;
  description: string;
  /** Price per billing period, in cents. */
  prices: Record<BillingPeriod, number>;
  /** What one unit of the price buys ("per team", "per mailbox"). */
  unit: string;
  /** Months free at the start of the subscription. */
  trialMonths: number;
}

/** The three subscription products (spec part 1 §7 "stripe-products": website, domain, email). */
export const subscriptionProducts: readonly SubscriptionProduct[] = [
  {
    key: 'website',
    name: 'Team website',
    description:
      'Your full team website and online store: roster, schedule, news, galleries, sponsors, forms, tickets and merchandise.',
    prices: { month: 2000, year: 20000 },
    unit: 'per team',
    trialMonths: 1,
  },
  {
    key: 'domain',
    name: 'Custom domain',
    description:
      'Your own address (for example yourteamhockey.com) registered, renewed and connected for you.',
    prices: { month: 300, year: 3000 },
    unit: 'per domain',
    trialMonths: 0,
  },
  {
    key: 'email',
    name: 'Domain email',
    description:
      'Professional mailboxes on your domain (president@yourteamhockey.com) with webmail and spam filtering.',
    prices: { month: 500, year: 5000 },
    unit: 'per mailbox',
    trialMonths: 0,
  },
];

/** Cancel a subscription at least this many days before renewal (spec part 1 §9). */
export const cancellationNoticeDays = 15;

export const copyrightYear = 2024;

export interface ChangelogMilestone {
  version: string;
  summary: string;
}

/** Portal changelog milestones (spec part 1 §1), newest first. */
export const portalChangelog: readonly ChangelogMilestone[] = [
  { version: '9.6.0', summary: 'The store schedule moved to its own tab.' },
  { version: '9.5.0', summary: 'Deleting content moved to separate, dedicated tools.' },
  { version: '9.4.x', summary: 'A transactional email service delivers every account and store email.' },
  { version: '9.0.0', summary: 'Vendors: partner gear brands in the marketplace.' },
  { version: '8.0.0', summary: "Lacrosse: men's and women's lacrosse teams joined." },
  { version: '7.0.0', summary: 'The online store: merchandise, tickets and registration forms.' },
  { version: '4.0.0', summary: 'Payments: teams accept card payments through Sideline.' },
  { version: '2.0.0', summary: 'Multi-sport: one portal for teams of more than one sport.' },
];

/** Formats integer cents as US dollars: 20000 → "$200", 50 → "$0.50". */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${groupThousands(dollars)}` : `$${dollars.toFixed(2)}`;
}

/**
 * 1234567 → "1,234,567", as `toLocaleString('en-US')` writes it, without Intl: the first Intl call
 * loads locale data, about 25 ms of main thread on a phone, and this runs when the marketing
 * pages' script starts (referralInviteLabel below).
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The top-bar invite on the marketing site and in the portal (spec part 1 §2). */
export const referralInviteLabel = `Invite teams, get ${formatDollars(referralRewardCents)}`;
