import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { periodEndAfter, subscriptionMessages } from '@sideline/domain';
import { and, eq, gt, inArray, isNull, lt, lte, ne, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  sandboxCheckoutSessions,
  sandboxPromotionCodes,
  sandboxSubscriptions,
} from '../../db/schema/subscriptions.ts';
import { AppError } from '../errors.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSubscription,
  paymentProviderError,
  paymentProviderUnavailableMessage,
} from './payment-provider.ts';

export const sandboxCheckoutPath = '/sandbox/payments/checkout';
export const sandboxBillingPath = '/sandbox/payments/billing';
/** A billing page link works for an hour (made at start, its signing secret ends with the process). */
export const billingLinkTtlMs = 60 * 60 * 1000;

/** The sandbox's test cards, as Stripe's test mode has them. */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
} as const;

export type SandboxCheckoutSession = typeof sandboxCheckoutSessions.$inferSelect;
export type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

/** Receives a signed event the way the webhook route does (payload text and signature header). */
export type PaymentEventReceiver = (payload: string, signature: string) => Promise<void>;

/** What a card entered on the sandbox checkout page leads to. */
export type SandboxCheckoutOutcome =
  | { kind: 'completed'; redirectUrl: string }
  | { kind: 'needs-authentication' }
  | { kind: 'refused'; message: string };

/** A billing page link, checked: whose subscriptions it shows and where "Return to Sideline" goes. */
export interface SandboxBillingLink {
  customerId: string;
  teamId: string;
  returnUrl: string;
  /** The query the page posts back with (the link's return URL, expiry and signature). */
  query: string;
}

/** The sandbox's customer of a team: one per team, like the Stripe customer its checkouts make. */
export const sandboxCustomerIdOf = (teamId: string) => `cus_sandbox_${teamId}`;

function teamIdOfSandboxCustomer(customerId: string): string | null {
  return /^cus_sandbox_([0-9a-f-]{36})$/.exec(customerId)?.[1] ?? null;
}

type SubscriptionMethods = Pick<
  PaymentProvider,
  | 'createSubscriptionCheckout'
  | 'findPromotionCode'
  | 'listPromotionCodes'
  | 'createPromotionCode'
  | 'retirePromotionCode'
  | 'setCancelAtPeriodEnd'
  | 'cancelSubscriptionNow'
  | 'createBillingPortalLink'
  | 'parseWebhookEvent'
>;

/**
 * The sandbox provider's billing: checkout sessions paid on its hosted page, subscriptions it
 * renews, pauses and ends on its own clock, and events it signs and hands to the app's webhook
 * handler in-process (Stripe posts the same events to the webhook route). No money moves.
 */
/** Counts one use of a promotion code still usable `at`; false when it is not (used up, retired, expired). */
async function redeemPromotionCode(tx: DbOrTx, code: string, at: Date): Promise<boolean> {
  const [redeemed] = await tx
    .update(sandboxPromotionCodes)
    .set({ timesRedeemed: sql`${sandboxPromotionCodes.timesRedeemed} + 1` })
    .where(
      and(
        eq(sandboxPromotionCodes.code, code),
        eq(sandboxPromotionCodes.active, true),
        or(
          isNull(sandboxPromotionCodes.maxRedemptions),
          lt(sandboxPromotionCodes.timesRedeemed, sandboxPromotionCodes.maxRedemptions),
        ),
        or(isNull(sandboxPromotionCodes.expiresAt), gt(sandboxPromotionCodes.expiresAt, at)),
      ),
    )
    .returning({ code: sandboxPromotionCodes.code });
  return redeemed !== undefined;
}

export function createSandboxBilling(deps: { db: DbOrTx; baseUrl: string; now: () => Date }) {
  const { db, now } = deps;
  // Events never leave the process, so a secret made at start is enough to sign them.
  const webhookSecret = randomBytes(32);
  const billingLinkSecret = randomBytes(32);
  let receiver: PaymentEventReceiver | null = null;

  const sign = (payload: string) => createHmac('sha256', webhookSecret).update(payload).digest('hex');
  const signBillingLink = (customerId: string, returnUrl: string, expires: string) =>
    createHmac('sha256', billingLinkSecret).update(`${customerId}\n${returnUrl}\n${expires}`).digest('hex');

  const customerSubscriptions = (teamId: string) =>
    db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.teamId, teamId))
      .orderBy(sandboxSubscriptions.product);

  async function emit(id: string, type: string, subscription: SandboxSubscription): Promise<void> {
    if (!receiver) throw new Error('No receiver of sandbox payment events is connected');
    const event: PaymentEvent = {
      id,
      type,
      createdAt: now(),
      subscription: toProviderSubscription(subscription),
      isRefund: type === 'charge.refunded',
    };
    const payload = JSON.stringify(event);
    await receiver(payload, sign(payload));
  }

  /** Same key, same event id: a retried write is one event, which the webhook de-duplicates. */
  const eventIdOf = (key: string) =>
    `evt_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

  async function updateSubscription(
    id: string,
    set: Partial<SandboxSubscription>,
  ): Promise<SandboxSubscription> {
    const [row] = await db
      .update(sandboxSubscriptions)
      .set(set)
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    if (!row) throw new AppError('not_found', 'The payment provider does not know this subscription.');
    return row;
  }

  const methods: SubscriptionMethods = {
    async createSubscriptionCheckout(input) {
      await db
        .insert(sandboxCheckoutSessions)
        .values({
          id: `cs_sandbox_${randomBytes(12).toString('hex')}`,
          teamId: input.teamId,
          idempotencyKey: input.idempotencyKey,
          product: input.product,
          period: input.period,
          quantity: input.quantity,
          unitAmountCents: input.unitAmountCents,
          trialDays: input.trialDays,
          promoCode: input.promotionCode?.code ?? '',
          customerEmail: input.customerEmail,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
        })
        .onConflictDoNothing({ target: sandboxCheckoutSessions.idempotencyKey });
      const [session] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.idempotencyKey, input.idempotencyKey));
      if (!session) throw new Error('The sandbox checkout session was not stored');
      const url = new URL(`${sandboxCheckoutPath}/${session.id}`, deps.baseUrl).toString();
      return { sessionId: session.id, url };
    },

    async findPromotionCode(code) {
      const [row] = await db
        .select()
        .from(sandboxPromotionCodes)
        .where(
          and(eq(sandboxPromotionCodes.code, code.toUpperCase()), eq(sandboxPromotionCodes.active, true)),
        );
      return row ? { ...row, id: row.code } : null;
    },

    async listPromotionCodes() {
      const rows = await db.select().from(sandboxPromotionCodes).orderBy(sandboxPromotionCodes.code);
      return rows.map((row) => ({ ...row, id: row.code }));
    },

    async createPromotionCode(terms) {
      // The code is the row's key, so a retried create with the same code is the same code.
      const [row] = await db
        .insert(sandboxPromotionCodes)
        .values({ ...terms, code: terms.code.toUpperCase() })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new AppError('conflict', `A promotion code ${terms.code.toUpperCase()} already exists.`);
      return { ...row, id: row.code };
    },

    async retirePromotionCode(id) {
      await db.update(sandboxPromotionCodes).set({ active: false }).where(eq(sandboxPromotionCodes.code, id));
    },

    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd, idempotencyKey) {
      const row = await updateSubscription(subscriptionId, { cancelAtPeriodEnd });
      await emit(eventIdOf(idempotencyKey), 'customer.subscription.updated', row);
    },

    async cancelSubscriptionNow(subscriptionId, idempotencyKey) {
      const row = await updateSubscription(subscriptionId, { status: 'canceled', cancelAtPeriodEnd: false });
      await emit(eventIdOf(idempotencyKey), 'customer.subscription.deleted', row);
    },

    async createBillingPortalLink({ customerId, returnUrl }) {
      // Nothing is written, so a retried call is harmless without the key; a customer exists once
      // a checkout made a subscription for its team.
      const teamId = teamIdOfSandboxCustomer(customerId);
      if (!teamId || (await customerSubscriptions(teamId)).length === 0)
        throw paymentProviderError(paymentProviderUnavailableMessage);
      const expires = String(now().getTime() + billingLinkTtlMs);
      const url = new URL(`${sandboxBillingPath}/${encodeURIComponent(customerId)}`, deps.baseUrl);
      url.searchParams.set('return', returnUrl);
      url.searchParams.set('expires', expires);
      url.searchParams.set('signature', signBillingLink(customerId, returnUrl, expires));
      return { url: url.toString() };
    },

    parseWebhookEvent(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('bad_request', subscriptionMessages.webhookSignature);
      }
      return readSandboxEvent(payload);
    },
  };

  return {
    ...methods,
    /**
     * Refunds the latest charge of a subscription (an operator's refund of a team's payment): the
     * `charge.refunded` event reaches the webhook handler like any other.
     */
    async refundLatestCharge(subscriptionId: string, idempotencyKey: string): Promise<void> {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId));
      if (!row || row.chargesMade === 0)
        throw new AppError('conflict', 'This subscription has no payment to refund.');
      await emit(eventIdOf(idempotencyKey), 'charge.refunded', row);
    },
    /** Connects the app's webhook handler (the subscriptions module does, at start). */
    deliverEventsTo(eventReceiver: PaymentEventReceiver): void {
      receiver = eventReceiver;
    },

    /** The billing page's link, when its signature matches and its hour is not over; else null. */
    checkBillingLink(customerId: string, query: Record<string, unknown>): SandboxBillingLink | null {
      const { return: returnUrl, expires, signature } = query;
      if (typeof returnUrl !== 'string' || typeof expires !== 'string' || typeof signature !== 'string')
        return null;
      const teamId = teamIdOfSandboxCustomer(customerId);
      if (!teamId) return null;
      if (!(Number(expires) > now().getTime())) return null;
      const expected = Buffer.from(signBillingLink(customerId, returnUrl, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      const search = new URLSearchParams({ return: returnUrl, expires, signature });
      return { customerId, teamId, returnUrl, query: search.toString() };
    },

    /** The team's sandbox subscriptions, as the billing page lists them. */
    customerSubscriptions,

    /**
     * Saves a test card as the payment method of each of the team's subscriptions that has none:
     * a paused trial resumes with its first charge (like resuming a paused Stripe subscription);
     * the others only report the card. Each subscription's change is one event, once.
     */
    async addPaymentMethod(teamId: string, cardNumber: string): Promise<{ refused: string | null }> {
      const number = cardNumber.replace(/\s+/g, '');
      if (number === sandboxTestCards.declined) return { refused: subscriptionMessages.cardDeclined };
      if (number !== sandboxTestCards.succeeds) return { refused: subscriptionMessages.cardNumberInvalid };
      const rows = await db
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            eq(sandboxSubscriptions.teamId, teamId),
            eq(sandboxSubscriptions.hasPaymentMethod, false),
            ne(sandboxSubscriptions.status, 'canceled'),
          ),
        );
      for (const row of rows) {
        const resumes = row.status === 'paused';
        const start = now();
        // The row changes once, even when the page is posted twice at the same time.
        const [changed] = await db
          .update(sandboxSubscriptions)
          .set({
            hasPaymentMethod: true,
            ...(resumes
              ? {
                  status: 'active' as const,
                  currentPeriodEnd: periodEndAfter(start, row.period),
                  chargesMade: row.chargesMade + 1,
                }
              : {}),
          })
          .where(and(eq(sandboxSubscriptions.id, row.id), eq(sandboxSubscriptions.hasPaymentMethod, false)))
          .returning();
        if (!changed) continue;
        await emit(
          eventIdOf(`payment-method:${row.id}`),
          resumes ? 'customer.subscription.resumed' : 'customer.subscription.updated',
          changed,
        );
      }
      return { refused: null };
    },

    async findCheckoutSession(id: string): Promise<SandboxCheckoutSession | null> {
      if (!/^cs_sandbox_[0-9a-f]{24}$/.test(id)) return null;
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },

    /**
     * Pays an open session with a test card (or none, for a trial): 4242… succeeds, 4000…0002 is
     * declined, 4000 0025 0000 3155 waits for the confirm step; then the subscription starts and
     * its event reaches the webhook handler.
     */
    async payCheckout(
      session: SandboxCheckoutSession,
      card: { number: string; authenticated: boolean },
    ): Promise<SandboxCheckoutOutcome> {
      if (session.status !== 'open') return { kind: 'refused', message: subscriptionMessages.checkoutClosed };
      const number = card.number.replace(/\s+/g, '');
      const isTrial = session.trialDays > 0;
      if (number === '' && !isTrial)
        return { kind: 'refused', message: subscriptionMessages.cardNumberInvalid };
      if (number === sandboxTestCards.declined)
        return { kind: 'refused', message: subscriptionMessages.cardDeclined };
      if (number === sandboxTestCards.needsAuthentication && !card.authenticated) {
        await db
          .update(sandboxCheckoutSessions)
          .set({ awaitingAuthentication: true })
          .where(eq(sandboxCheckoutSessions.id, session.id));
        return { kind: 'needs-authentication' };
      }
      if (
        number !== '' &&
        number !== sandboxTestCards.succeeds &&
        number !== sandboxTestCards.needsAuthentication
      )
        return { kind: 'refused', message: subscriptionMessages.cardNumberInvalid };

      const start = now();
      const trialEnd = isTrial ? new Date(start.getTime() + session.trialDays * 24 * 60 * 60 * 1000) : null;
      const outcome: { refused: string } | { subscription: typeof sandboxSubscriptions.$inferSelect } =
        await db
          .transaction(async (tx) => {
            // The session completes once, even when the page is posted twice at the same time.
            const [completed] = await tx
              .update(sandboxCheckoutSessions)
              .set({ status: 'complete', awaitingAuthentication: false })
              .where(
                and(eq(sandboxCheckoutSessions.id, session.id), eq(sandboxCheckoutSessions.status, 'open')),
              )
              .returning();
            if (!completed) return { refused: subscriptionMessages.checkoutClosed };
            // The code is redeemed now, in one statement, as Stripe does at payment: two checkouts
            // started with a single-use code cannot both use it (issue 33 §5.8).
            if (session.promoCode && !(await redeemPromotionCode(tx, session.promoCode, start))) {
              tx.rollback();
            }
            const [created] = await tx
              .insert(sandboxSubscriptions)
              .values({
                id: `sub_sandbox_${randomBytes(12).toString('hex')}`,
                teamId: session.teamId,
                product: session.product,
                period: session.period,
                quantity: session.quantity,
                status: isTrial ? 'trialing' : 'active',
                trialEnd,
                currentPeriodEnd: trialEnd ?? periodEndAfter(start, session.period),
                hasPaymentMethod: number !== '',
                promoCode: session.promoCode,
                chargesMade: isTrial ? 0 : 1,
              })
              .returning();
            if (!created) throw new Error('The sandbox subscription was not stored');
            return { subscription: created };
          })
          .catch((error: unknown) => {
            // Rolled back: the code was used up (or retired, or expired) since the checkout began.
            if (error instanceof TransactionRollbackError)
              return { refused: subscriptionMessages.promoCodeUsedUp(session.promoCode) };
            throw error;
          });
      if ('refused' in outcome) return { kind: 'refused', message: outcome.refused };
      const { subscription } = outcome;
      await emit(eventIdOf(`checkout:${session.id}`), 'customer.subscription.created', subscription);
      return { kind: 'completed', redirectUrl: session.successUrl };
    },

    /**
     * The provider's clock: each subscription whose period (or trial) has ended is renewed and
     * charged, or ended when set to cancel, or paused when a trial ends without a card (never
     * charged). Stripe runs this clock itself.
     */
    async runBillingClock(): Promise<void> {
      const due = await db
        .select()
        .from(sandboxSubscriptions)
        .where(
          and(
            inArray(sandboxSubscriptions.status, ['trialing', 'active']),
            lte(sandboxSubscriptions.currentPeriodEnd, now()),
          ),
        );
      for (const row of due) {
        const eventId = eventIdOf(`clock:${row.id}:${row.currentPeriodEnd.getTime()}`);
        if (row.cancelAtPeriodEnd) {
          const ended = await updateSubscription(row.id, { status: 'canceled' });
          await emit(eventId, 'customer.subscription.deleted', ended);
        } else if (row.status === 'trialing' && !row.hasPaymentMethod) {
          const paused = await updateSubscription(row.id, { status: 'paused' });
          await emit(eventId, 'customer.subscription.paused', paused);
        } else {
          const renewed = await updateSubscription(row.id, {
            status: 'active',
            currentPeriodEnd: periodEndAfter(row.currentPeriodEnd, row.period),
            chargesMade: row.chargesMade + 1,
          });
          await emit(eventId, 'customer.subscription.updated', renewed);
        }
      }
    },
  };
}

export type SandboxBilling = ReturnType<typeof createSandboxBilling>;

function toProviderSubscription(row: SandboxSubscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: sandboxCustomerIdOf(row.teamId),
    teamId: row.teamId,
    product: row.product,
    period: row.period,
    quantity: row.quantity,
    status: row.status,
    trialEnd: row.trialEnd,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    hasPaymentMethod: row.hasPaymentMethod,
    promoCode: row.promoCode,
  };
}

function readSandboxEvent(payload: string): PaymentEvent {
  const event = JSON.parse(payload) as PaymentEvent & { createdAt: string };
  const subscription = event.subscription as
    | (Omit<ProviderSubscription, 'trialEnd' | 'currentPeriodEnd'> & {
        trialEnd: string | null;
        currentPeriodEnd: string | null;
      })
    | null;
  return {
    id: event.id,
    type: event.type,
    isRefund: event.isRefund === true,
    createdAt: new Date(event.createdAt),
    subscription: subscription && {
      ...subscription,
      trialEnd: subscription.trialEnd ? new Date(subscription.trialEnd) : null,
      currentPeriodEnd: subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null,
    },
  };
}
