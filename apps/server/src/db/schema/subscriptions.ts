import type { BillingPeriod, SubscriptionProductKey, SubscriptionStatus } from '@sideline/domain';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { teams } from './teams.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A team's subscription to one product (website, domain, email), as the payment provider last
 * reported it through a webhook. One row per team and product: starting again after a
 * cancellation reuses it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    product: text('product').$type<SubscriptionProductKey>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('none'),
    provider: text('provider').$type<'sandbox' | 'stripe'>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id'),
    trialEnd: at('trial_end'),
    currentPeriodEnd: at('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hasPaymentMethod: boolean('has_payment_method').notNull().default(false),
    promoCode: text('promo_code').notNull().default(''),
    /** Since when the subscription has been active and paid without a break (null while not active). */
    paidSince: at('paid_since'),
    /** The latest refund of a payment of this subscription (a referral reward earned before it is taken back). */
    refundedAt: at('refunded_at'),
    /** Mailboxes for the email product; 1 otherwise. */
    quantity: integer('quantity').notNull().default(1),
    /** Creation time of the newest provider event applied: an older one arriving late changes nothing. */
    lastEventAt: at('last_event_at'),
    /** The period end each reminder was last sent for (7 and 3 days before it): each is sent once. */
    reminder7SentFor: at('reminder_7_sent_for'),
    reminder3SentFor: at('reminder_3_sent_for'),
    /**
     * The domain subscription only: the wanted domain whose registration failed and for which the
     * operator and the team were told, so each hears of it once per domain while it is retried.
     */
    registrationFailureMailedFor: text('registration_failure_mailed_for'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('subscriptions_team_product_idx').on(t.teamId, t.product)],
);

/** Every provider event applied, by its id: a replay finds its id here and changes nothing. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * Checkout sessions of the sandbox payment provider (what Stripe keeps for a Checkout Session in
 * subscription mode), paid on the hosted page `/sandbox/payments/checkout/:id`. Unused with Stripe.
 */
export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** cs_sandbox_<random>, shaped like a Stripe session id. */
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The caller's idempotency key: a retried create answers the same session. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    product: text('product').$type<SubscriptionProductKey>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    quantity: integer('quantity').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    trialDays: integer('trial_days').notNull(),
    promoCode: text('promo_code').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<'open' | 'complete'>().notNull().default('open'),
    /** A card that needs authentication (4000 0025 0000 3155) waits here for the confirm step. */
    awaitingAuthentication: boolean('awaiting_authentication').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('sandbox_checkout_sessions_team_id_idx').on(t.teamId)],
);

/** Subscriptions the sandbox provider bills (its clock renews, pauses and ends them). */
export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    /** sub_sandbox_<random>. */
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    product: text('product').$type<SubscriptionProductKey>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    trialEnd: at('trial_end'),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    hasPaymentMethod: boolean('has_payment_method').notNull(),
    promoCode: text('promo_code').notNull().default(''),
    /** Charges made (the first paid period and each renewal), for tests and the operator. */
    chargesMade: integer('charges_made').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('sandbox_subscriptions_team_id_idx').on(t.teamId)],
);

/** The sandbox provider's promotion codes (what Stripe keeps as Promotion Codes). */
export const sandboxPromotionCodes = pgTable('sandbox_promotion_codes', {
  /** Upper-case, as entered at checkout. */
  code: text('code').primaryKey(),
  percentOff: integer('percent_off'),
  amountOffCents: integer('amount_off_cents'),
  expiresAt: at('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  firstTimeOnly: boolean('first_time_only').notNull().default(false),
  /** False once an operator retired the code (Stripe: `active: false`): checkout refuses it. */
  active: boolean('active').notNull().default(true),
  ...timestamps(),
});
