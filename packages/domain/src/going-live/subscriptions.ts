import { z } from 'zod';
import { domainMessages, mailboxNamesInText, mailboxNamesSchema } from '../domains/custom-domains.ts';
import {
  type BillingPeriod,
  cancellationNoticeDays,
  type SubscriptionProduct,
  subscriptionProducts,
} from '../marketing/marketing-constants.ts';
import type { SubscriptionInfo } from '../team/team-record.ts';
import type { GoingLiveStep, SubscriptionStatus } from './site-publishing.ts';

/** The three products a team subscribes to (spec part 1 §7 "stripe-products"). */
export const subscriptionProductKeys = ['website', 'domain', 'email'] as const;
export type SubscriptionProductKey = (typeof subscriptionProductKeys)[number];
export const billingPeriods = ['month', 'year'] as const satisfies readonly BillingPeriod[];

export const subscriptionStatuses = [
  'none',
  'trialing',
  'active',
  'past_due',
  'paused',
  'canceled',
] as const satisfies readonly SubscriptionStatus[];

export function subscriptionProductOf(key: SubscriptionProductKey): SubscriptionProduct {
  const product = subscriptionProducts.find((p) => p.key === key);
  if (!product) throw new Error(`Unknown subscription product ${key}`);
  return product;
}

/** Reminder mails go this many days before a trial ends or a paid period renews (issue 21). */
export const renewalReminderDays = [7, 3] as const;
export type RenewalReminderDays = (typeof renewalReminderDays)[number];

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The last moment a paid period can be cancelled without renewing: `cancellationNoticeDays`
 * before its end (spec part 1 §9). A trial has no notice: cancelling any time before its end is
 * never charged.
 */
export function cancellationDeadline(periodEnd: Date): Date {
  return new Date(periodEnd.getTime() - cancellationNoticeDays * dayMs);
}

/**
 * The reminder due now for a period ending at `periodEnd`, if any: the nearest of 7 and 3 days
 * that has been reached and not yet sent. A reminder whose day passed unseen (the worker was down)
 * is still sent once, and never both at once.
 */
export function dueRenewalReminder(
  periodEnd: Date,
  now: Date,
  sent: ReadonlySet<RenewalReminderDays>,
): RenewalReminderDays | null {
  if (now >= periodEnd) return null;
  const reached = renewalReminderDays.filter((days) => now.getTime() >= periodEnd.getTime() - days * dayMs);
  const nearest = reached.at(-1);
  if (nearest === undefined || sent.has(nearest)) return null;
  return nearest;
}

/** A promotion code as the payment provider keeps it (Stripe's rules: percent or amount off). */
export interface PromotionCodeTerms {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  /** Only for a team that never had a subscription (Stripe: `first_time_transaction`). */
  firstTimeOnly: boolean;
}

/** Why a code cannot be used, or null when it can. */
export function promotionCodeRefusal(
  terms: PromotionCodeTerms | null,
  code: string,
  facts: { now: Date; hasHadSubscription: boolean },
): string | null {
  if (!terms) return subscriptionMessages.promoCodeUnknown(code);
  if (terms.expiresAt && terms.expiresAt <= facts.now) return subscriptionMessages.promoCodeExpired(code);
  if (terms.maxRedemptions !== null && terms.timesRedeemed >= terms.maxRedemptions)
    return subscriptionMessages.promoCodeUsedUp(code);
  if (terms.firstTimeOnly && facts.hasHadSubscription)
    return subscriptionMessages.promoCodeFirstTimeOnly(code);
  return null;
}

/** A price after a promotion code, never below zero. */
export function discountedPriceCents(priceCents: number, terms: PromotionCodeTerms | null): number {
  if (!terms) return priceCents;
  if (terms.percentOff !== null) return Math.max(0, Math.round(priceCents * (1 - terms.percentOff / 100)));
  if (terms.amountOffCents !== null) return Math.max(0, priceCents - terms.amountOffCents);
  return priceCents;
}

/** Whether a subscription in this state is running (a new one for the product would be a second). */
export function isSubscriptionRunning(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due' || status === 'paused';
}

export const subscriptionMessages = {
  productName: (key: SubscriptionProductKey) => subscriptionProductOf(key).name.toLowerCase(),
  alreadyRunning: (key: SubscriptionProductKey) =>
    `Your ${subscriptionMessages.productName(key)} subscription is already running. Cancel or resume it instead of starting another.`,
  domainNeeded:
    'Please enter the domain you want Sideline to register for your website (for example harborhawks.org).',
  /** Production with only the sandbox registrar: no domain is sold that nobody would register. */
  domainRegistrationUnavailable:
    'Sideline cannot register new domains yet. If your team already owns a domain, connect it under Settings → Domain.',
  websiteNeeded:
    'Please start the team website subscription first: the domain and domain email serve your website.',
  promoCodeUnknown: (code: string) =>
    `The promotion code "${code}" does not exist. Please check its spelling, or leave the field empty.`,
  promoCodeExpired: (code: string) =>
    `The promotion code "${code}" has expired. Please leave the field empty.`,
  promoCodeUsedUp: (code: string) =>
    `The promotion code "${code}" has been used as many times as it allows. Please leave the field empty.`,
  promoCodeFirstTimeOnly: (code: string) =>
    `The promotion code "${code}" is only for a team's first subscription. Please leave the field empty.`,
  nothingToCancel: (key: SubscriptionProductKey) =>
    `There is no running ${subscriptionMessages.productName(key)} subscription to cancel.`,
  nothingToResume: (key: SubscriptionProductKey) =>
    `The ${subscriptionMessages.productName(key)} subscription is not set to end, so there is nothing to resume.`,
  cancellationTooLate: (key: SubscriptionProductKey, renewalDate: string) =>
    `The ${subscriptionMessages.productName(key)} subscription renews on ${renewalDate}, and a cancellation needs ${cancellationNoticeDays} days' notice. You can cancel it after it renews, for the end of the next period.`,
  webhookSignature: 'The payment provider event is not signed with our webhook secret.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardNumberInvalid: 'Please enter a card number (in the sandbox, 4242 4242 4242 4242).',
  checkoutClosed: 'This checkout is no longer open. Please start again from Subscription & Account.',
  /** Spec part 1 §8 "redirect to payment provider account error": the team has no billing account yet. */
  noBillingAccount:
    'Start a subscription first: your billing account at the payment provider opens with your first subscription.',
  /** Spec part 1 §8 "redirect to payment provider account error": the provider did not open it. */
  billingPortalUnavailable:
    'We could not open your billing account at the payment provider. Please try again in a moment.',
  billingLinkExpired:
    'This billing link is no longer valid. Please open it again from Subscription & Account.',
  paymentMethodAdded: 'Your payment method was added.',
} as const;

/**
 * The §4 trial message: the valid-until date while a trial runs with a known end, otherwise that
 * the free month starts with the subscription.
 */
export function websiteTrialMessage(
  info: Pick<SubscriptionInfo, 'websiteTrial' | 'websiteTrialValidity'>,
  formatDate: (iso: string) => string,
): string {
  if (info.websiteTrial && info.websiteTrialValidity)
    return `Your free month is valid until ${formatDate(info.websiteTrialValidity)}.`;
  return 'Your one-month free trial starts when your website subscription starts.';
}

export function cancellationRuleMessage(): string {
  return `Cancel a paid subscription at least ${cancellationNoticeDays} days before its renewal date, or it renews for another period. A free trial can be cancelled any time before it ends and is never charged.`;
}

const startSubscriptionFields = z.object({
  product: z.enum(subscriptionProductKeys, { error: 'Please choose a product' }),
  period: z.enum(billingPeriods, { error: 'Please choose monthly or annual billing' }),
  promoCode: z
    .string()
    .trim()
    .max(64, 'The promotion code is at most 64 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'A promotion code has only letters, digits, - and _')
    .default(''),
  /**
   * Made by the portal once per checkout it opens: the idempotency key of the provider call, so a
   * double click or a retried request opens the same checkout session.
   */
  checkoutKey: z.uuid('The checkout key must be a UUID'),
  /**
   * The custom domain subscription only: the domain Sideline registers and connects for the team
   * once the subscription is active (docs/decisions/024).
   */
  domain: z.string().trim().max(253, 'A domain is at most 253 characters').default(''),
  /**
   * The domain email subscription only: the mailbox names wanted (spec part 1 "domain email"),
   * one mailbox charged for each; kept as the subscription info's `domainEmails`.
   */
  mailboxes: z.array(z.string()).max(100, domainMessages.mailboxesTooMany).default([]),
});

/**
 * The mailbox names checked (and normalized) for the domain email subscription, under the
 * `mailboxes` field; no other product carries any.
 */
function withCheckedMailboxes<Value extends { product: SubscriptionProductKey; mailboxes: string[] }>(
  value: Value,
  ctx: z.RefinementCtx,
): Value {
  if (value.product !== 'email') return { ...value, mailboxes: [] };
  const names = mailboxNamesSchema.safeParse(value.mailboxes);
  if (names.success) return { ...value, mailboxes: names.data };
  ctx.addIssue({
    code: 'custom',
    path: ['mailboxes'],
    message: names.error.issues[0]?.message ?? domainMessages.mailboxesMissing,
  });
  return z.NEVER;
}

export const startSubscriptionRequestSchema = startSubscriptionFields.transform(withCheckedMailboxes);
export type StartSubscriptionRequest = z.input<typeof startSubscriptionRequestSchema>;

/**
 * The portal's start form for one product: the request without its checkout key, the mailbox
 * names typed in one field (commas or spaces between them).
 */
export const startSubscriptionFormSchema = startSubscriptionFields
  .omit({ checkoutKey: true })
  .extend({ mailboxes: z.string().transform(mailboxNamesInText) })
  .transform(withCheckedMailboxes);

export const startSubscriptionResponseSchema = z.object({
  /** The provider's hosted checkout page; the browser goes there and comes back to the portal. */
  checkoutUrl: z.string(),
});

export const billingPortalResponseSchema = z.object({
  /** The provider's page for the team's payment method and invoices; it links back to the portal. */
  url: z.string(),
});

export const subscriptionProductParamsSchema = z.object({ product: z.enum(subscriptionProductKeys) });

export const subscriptionViewSchema = z.object({
  product: z.enum(subscriptionProductKeys),
  status: z.enum(subscriptionStatuses),
  period: z.enum(billingPeriods).nullable(),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Last moment to cancel a paid period without renewing (null during a trial or when not running). */
  cancelBy: z.string().nullable(),
  promoCode: z.string(),
  quantity: z.number().int(),
  hasPaymentMethod: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const goingLiveStepSchema = z.object({
  key: z.enum(['agreement', 'subscription', 'domain']),
  isDone: z.boolean(),
}) satisfies z.ZodType<GoingLiveStep>;

export const subscriptionAccountSchema = z.object({
  subscriptions: z.array(subscriptionViewSchema),
  trialMessage: z.string(),
  cancellationRule: z.string(),
  published: z.boolean(),
  goingLiveSteps: z.array(goingLiveStepSchema),
  /** The mailbox names of the domain email subscription (subscription info `domainEmails`). */
  mailboxNames: z.array(z.string()),
  /** The team's time zone, in which the portal shows the dates. */
  timeZone: z.string(),
  /** Whether the domain subscription (Sideline registers a domain) is offered on this server. */
  canRegisterDomains: z.boolean(),
});
export type SubscriptionAccount = z.infer<typeof subscriptionAccountSchema>;

/** Where checkout returns to (success and cancel), under BASE_URL. */
export const subscriptionAccountPortalPath = '/portal/settings/account';

/** Days of the free trial a checkout gives (a free month is 30 days, as Stripe counts trials). */
export function trialDaysOf(key: SubscriptionProductKey): number {
  return subscriptionProductOf(key).trialMonths * 30;
}

/**
 * The end of a billing period that starts at `start`: the same day a month or a year later, or
 * the last day of a shorter month (January 31 → February 28, as Stripe bills).
 */
export function periodEndAfter(start: Date, period: BillingPeriod): Date {
  const months = period === 'month' ? 1 : 12;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

/**
 * The subscription-info document after a provider event about one product (spec part 1 §3): the
 * trial flag and validity, the promo code, and for the domain whether Sideline charges for it.
 * The domain URL (named at the domain checkout) and the mailbox names are kept.
 */
export function subscriptionInfoWith(
  info: SubscriptionInfo,
  product: SubscriptionProductKey,
  change: { status: SubscriptionStatus; trialEnd: Date | null; promoCode: string },
): SubscriptionInfo {
  const isTrialing = change.status === 'trialing';
  switch (product) {
    case 'website':
      return {
        ...info,
        websiteTrial: isTrialing,
        websiteTrialValidity: change.trialEnd ? change.trialEnd.toISOString() : info.websiteTrialValidity,
        websitePromoCode: change.promoCode,
      };
    case 'domain': {
      const isCharged = isSubscriptionRunning(change.status);
      return {
        ...info,
        domain: isCharged,
        domainCharge: isCharged,
        domainTrial: isTrialing,
        domainPromoCode: change.promoCode,
      };
    }
    case 'email':
      return { ...info, emailTrial: isTrialing, emailPromoCode: change.promoCode };
  }
}
