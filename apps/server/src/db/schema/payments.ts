import type { DisputeStatus, PayoutStatus, RefundStatus } from '@sideline/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teamIdColumn } from './content-columns.ts';

/**
 * What every object of the sandbox provider starts with: the provider's own id (shaped like
 * Stripe's, so the id is made by the sandbox, not the database) and the team it belongs to.
 */
const sandboxObjectColumns = () => ({
  id: text('id').primaryKey(),
  teamId: teamIdColumn(),
});

/** The team_id index every sandbox table has: its team-scoped reads filter by it. */
const teamIndexOf = (table: string, t: { teamId: PgColumn }) => index(`${table}_team_id_idx`).on(t.teamId);

/**
 * Connected accounts of the sandbox payment provider (the embedded default): what Stripe keeps for
 * a Connect account, kept here so `npm start` onboards a team offline. Unused with Stripe.
 */
export const sandboxPaymentAccounts = pgTable(
  'sandbox_payment_accounts',
  {
    // id: acct_sandbox_<random>, shaped like a Stripe account id.
    ...sandboxObjectColumns(),
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    /** The current onboarding link's secret (like a Stripe account link: single use). */
    onboardingToken: text('onboarding_token'),
    /** The current onboarding link stops working at this time (an hour, like Stripe's account links). */
    onboardingTokenExpiresAt: timestamp('onboarding_token_expires_at', { withTimezone: true }),
    /** Where the hosted onboarding page sends the admin back to (set with each link). */
    returnUrl: text('return_url'),
    /** Where an expired or used link sends the admin to start again. */
    refreshUrl: text('refresh_url'),
    ...timestamps(),
  },
  (t) => [teamIndexOf('sandbox_payment_accounts', t)],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A line of a sandbox store checkout, as Stripe keeps a Checkout Session's line items. */
export interface SandboxLineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

/**
 * Store checkout sessions of the sandbox provider (what Stripe keeps for a Checkout Session in
 * payment mode on a connected account), paid on the hosted page with the test cards. Unused with
 * Stripe.
 */
export const sandboxStoreSessions = pgTable(
  'sandbox_store_sessions',
  {
    // id: cs_sandbox_<random>, shaped like a Stripe session id.
    ...sandboxObjectColumns(),
    accountId: text('account_id').notNull(),
    /** The caller's idempotency key: a retried create answers the same session. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The caller's reference (our order id), like client_reference_id. */
    clientReferenceId: text('client_reference_id').notNull(),
    lineItems: jsonb('line_items').$type<SandboxLineItem[]>().notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull(),
    customerEmail: text('customer_email').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    paymentStatus: text('payment_status').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    /** Set when paid: the sandbox charge (sandbox_charges.id), like a payment intent's. */
    paymentIntentId: text('payment_intent_id'),
    /** A card that needs authentication waits here for the confirm step. */
    awaitingAuthentication: boolean('awaiting_authentication').notNull().default(false),
    expiresAt: at('expires_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    teamIndexOf('sandbox_store_sessions', t),
    uniqueIndex('sandbox_store_sessions_idempotency_key_uq').on(t.idempotencyKey),
    index('sandbox_store_sessions_open_idx').on(t.expiresAt),
  ],
);

/** Payments the sandbox took on a connected account (a payment intent and its charge in one). */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    // id: pi_sandbox_<random>.
    ...sandboxObjectColumns(),
    accountId: text('account_id').notNull(),
    sessionId: text('session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    /** The funds join the available balance at this time (pending before). */
    availableOn: at('available_on').notNull(),
    /** The payout that paid these funds out, once one did. */
    payoutId: text('payout_id'),
    ...timestamps(),
  },
  (t) => [teamIndexOf('sandbox_charges', t), index('sandbox_charges_account_id_idx').on(t.accountId)],
);

/** Refunds the sandbox made (what Stripe keeps as Refunds). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    // id: re_sandbox_<random>.
    ...sandboxObjectColumns(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<RefundStatus>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    ...timestamps(),
  },
  (t) => [
    teamIndexOf('sandbox_refunds', t),
    index('sandbox_refunds_charge_id_idx').on(t.chargeId),
    uniqueIndex('sandbox_refunds_idempotency_key_uq').on(t.idempotencyKey),
  ],
);

/** Disputes the sandbox opened (the succeed-then-dispute test card), with the evidence sent. */
export const sandboxDisputes = pgTable(
  'sandbox_disputes',
  {
    // id: dp_sandbox_<random>.
    ...sandboxObjectColumns(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<DisputeStatus>().notNull(),
    dueBy: at('due_by').notNull(),
    evidence: jsonb('evidence').$type<Record<string, string>>().notNull().default({}),
    submittedAt: at('submitted_at'),
    ...timestamps(),
  },
  (t) => [teamIndexOf('sandbox_disputes', t), index('sandbox_disputes_charge_id_idx').on(t.chargeId)],
);

/** Payouts the sandbox made to a connected account's bank (what Stripe keeps as Payouts). */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    // id: po_sandbox_<random>.
    ...sandboxObjectColumns(),
    accountId: text('account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    arrivalDate: at('arrival_date').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    teamIndexOf('sandbox_payouts', t),
    index('sandbox_payouts_account_id_idx').on(t.accountId, t.arrivalDate),
  ],
);
