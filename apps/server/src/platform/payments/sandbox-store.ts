import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkoutMessages, subscriptionMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxCharges, sandboxDisputes, sandboxStoreSessions } from '../../db/schema/payments.ts';
import { AppError } from '../errors.ts';
import type { StoreCheckoutSession, StorePaymentEvent, StorePaymentMethods } from './payment-provider.ts';
import type { PaymentEventReceiver } from './sandbox-subscriptions.ts';

export const sandboxStoreCheckoutPath = '/sandbox/payments/store-checkout';

/** The store's test cards, as Stripe's test mode has them. */
export const sandboxStoreTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  needsAuthentication: '4000002500003155',
  /** The payment succeeds, then the buyer's bank opens a dispute. */
  disputed: '4000000000000259',
} as const;

/** Funds become available (payable) this long after the charge, like Stripe's standard schedule. */
const availableAfterMs = 2 * 86_400_000;
/** The team has this long to answer a dispute. */
const disputeResponseMs = 7 * 86_400_000;

export type SandboxStoreSession = typeof sandboxStoreSessions.$inferSelect;

export type SandboxStorePayOutcome =
  | { kind: 'completed'; redirectUrl: string }
  | { kind: 'needs-authentication' }
  | { kind: 'refused'; message: string };

/**
 * The sandbox's store payments: checkout sessions on a team's sandbox account, paid on the hosted
 * page with test cards (sandbox-store-checkout.routes.ts), charges with the application fee kept
 * aside, and signed events handed to the store's webhook handler in-process (Stripe posts them to
 * the store webhook route). An event the handler could not take is not retried: the store's
 * reconciliation sweep reads the session instead, as it does for a lost Stripe event.
 */
export function createSandboxStorePayments(deps: { db: DbOrTx; baseUrl: string; now: () => Date }) {
  const { db, now } = deps;
  const secret = randomBytes(32);
  let receiver: PaymentEventReceiver | null = null;
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const eventIdOf = (key: string) =>
    `evt_sandbox_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

  const toSession = (row: SandboxStoreSession): StoreCheckoutSession => ({
    id: row.id,
    url: new URL(`${sandboxStoreCheckoutPath}/${row.id}`, deps.baseUrl).toString(),
    accountId: row.accountId,
    orderId: row.clientReferenceId,
    // Like Stripe, an open session past its expiry is expired, whether or not a clock ran.
    status: row.status === 'open' && row.expiresAt <= now() ? 'expired' : row.status,
    paymentStatus: row.paymentStatus,
    paymentIntentId: row.paymentIntentId,
    amountTotalCents: row.amountTotalCents,
  });

  async function emit(event: Omit<StorePaymentEvent, 'createdAt'>): Promise<void> {
    if (!receiver) return;
    const payload = JSON.stringify({ ...event, createdAt: now() });
    try {
      await receiver(payload, sign(payload));
    } catch {
      // The store's sweep completes the order from the session (a webhook that never arrived).
    }
  }

  async function findSession(id: string): Promise<SandboxStoreSession | null> {
    if (!/^cs_sandbox_[0-9a-f]{24}$/.test(id)) return null;
    const [row] = await db.select().from(sandboxStoreSessions).where(eq(sandboxStoreSessions.id, id));
    return row ?? null;
  }

  const methods: StorePaymentMethods = {
    async createStoreCheckout(input) {
      await db
        .insert(sandboxStoreSessions)
        .values({
          id: `cs_sandbox_${randomBytes(12).toString('hex')}`,
          teamId: input.teamId,
          accountId: input.accountId,
          idempotencyKey: input.idempotencyKey,
          clientReferenceId: input.orderId,
          lineItems: input.lines,
          amountTotalCents: input.amountTotalCents,
          applicationFeeCents: input.applicationFeeCents,
          customerEmail: input.customerEmail,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
        })
        .onConflictDoNothing({ target: sandboxStoreSessions.idempotencyKey });
      const [row] = await db
        .select()
        .from(sandboxStoreSessions)
        .where(eq(sandboxStoreSessions.idempotencyKey, input.idempotencyKey));
      if (!row) throw new Error('The sandbox store session was not stored');
      return toSession(row);
    },

    async retrieveStoreCheckout(accountId, sessionId) {
      const row = await findSession(sessionId);
      return row && row.accountId === accountId ? toSession(row) : null;
    },

    parseStoreWebhookEvent(payload, signature) {
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('bad_request', subscriptionMessages.webhookSignature);
      }
      const event = JSON.parse(payload) as Omit<StorePaymentEvent, 'createdAt' | 'dispute'> & {
        createdAt: string;
        dispute: (Omit<NonNullable<StorePaymentEvent['dispute']>, 'dueBy'> & { dueBy: string | null }) | null;
      };
      return {
        ...event,
        createdAt: new Date(event.createdAt),
        dispute: event.dispute && {
          ...event.dispute,
          dueBy: event.dispute.dueBy ? new Date(event.dispute.dueBy) : null,
        },
      };
    },
  };

  return {
    ...methods,
    /** Connects the store's webhook handler (the store module does, at start). */
    deliverStoreEventsTo(eventReceiver: PaymentEventReceiver): void {
      receiver = eventReceiver;
    },

    findStoreSession: findSession,

    /**
     * Pays an open session with a test card: 4242… succeeds, 4000…0002 is declined, 4000 0025 0000
     * 3155 waits for the confirm step, 4000…0259 succeeds and is then disputed. The payment is
     * recorded before its event is sent, so a lost event leaves a paid session to reconcile.
     */
    async payStoreSession(
      session: SandboxStoreSession,
      card: { number: string; authenticated: boolean },
    ): Promise<SandboxStorePayOutcome> {
      const number = card.number.replace(/[\s-]/g, '');
      const base = { accountId: session.accountId, dispute: null, refund: null };
      if (number === sandboxStoreTestCards.declined) {
        await emit({
          ...base,
          id: eventIdOf(`declined:${session.id}:${randomBytes(6).toString('hex')}`),
          type: 'payment_intent.payment_failed',
          session: null,
          failure: {
            paymentIntentId: '',
            orderId: session.clientReferenceId,
            message: checkoutMessages.paymentFailed,
          },
        });
        return { kind: 'refused', message: 'Your card was declined. Please try another card.' };
      }
      const known = Object.values(sandboxStoreTestCards) as string[];
      if (!known.includes(number)) {
        return { kind: 'refused', message: 'Please use one of the test cards shown below.' };
      }
      if (number === sandboxStoreTestCards.needsAuthentication && !card.authenticated) {
        await db
          .update(sandboxStoreSessions)
          .set({ awaitingAuthentication: true })
          .where(eq(sandboxStoreSessions.id, session.id));
        return { kind: 'needs-authentication' };
      }
      const paidAt = now();
      const chargeId = `pi_sandbox_${randomBytes(12).toString('hex')}`;
      const paid = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxStoreSessions)
          .set({
            status: 'complete',
            paymentStatus: 'paid',
            paymentIntentId: chargeId,
            awaitingAuthentication: false,
          })
          .where(eq(sandboxStoreSessions.id, session.id))
          .returning();
        if (!row || row.paymentIntentId !== chargeId) return null;
        await tx.insert(sandboxCharges).values({
          id: chargeId,
          teamId: session.teamId,
          accountId: session.accountId,
          sessionId: session.id,
          amountCents: session.amountTotalCents,
          applicationFeeCents: session.applicationFeeCents,
          availableOn: new Date(paidAt.getTime() + availableAfterMs),
        });
        return row;
      });
      if (!paid) return { kind: 'refused', message: checkoutMessages.expired };
      await emit({
        ...base,
        id: eventIdOf(`completed:${session.id}`),
        type: 'checkout.session.completed',
        session: toSession(paid),
        failure: null,
      });
      if (number === sandboxStoreTestCards.disputed) {
        const disputeId = `dp_sandbox_${randomBytes(12).toString('hex')}`;
        const dueBy = new Date(paidAt.getTime() + disputeResponseMs);
        await db.insert(sandboxDisputes).values({
          id: disputeId,
          teamId: session.teamId,
          chargeId,
          amountCents: session.amountTotalCents,
          reason: 'fraudulent',
          status: 'needs_response',
          dueBy,
        });
        await emit({
          ...base,
          id: eventIdOf(`dispute:${disputeId}`),
          type: 'charge.dispute.created',
          session: null,
          failure: null,
          dispute: {
            id: disputeId,
            chargeId,
            paymentIntentId: chargeId,
            amountCents: session.amountTotalCents,
            reason: 'fraudulent',
            status: 'needs_response',
            dueBy,
          },
        });
      }
      return { kind: 'completed', redirectUrl: session.successUrl };
    },
  };
}

export type SandboxStorePayments = ReturnType<typeof createSandboxStorePayments>;
