import { randomUUID } from 'node:crypto';
import { computeStoreFeeCents, disputeEvidenceFileKinds, subscriptionMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { sandboxDisputes, sandboxPayouts } from '../../db/schema/payments.ts';
import { enableSandboxSelling } from '../../modules/store/sandbox-selling.ts';
import { signUp } from '../../test/account-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { PaymentProvider, StoreCheckoutInput } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payments.ts';
import { sandboxStoreTestCards } from './sandbox-store.ts';
import { createStripePaymentProvider } from './stripe-payments.ts';

/** A signed store event as the provider delivers it to the store webhook. */
interface DeliveredEvent {
  payload: string;
  signature: string;
}

/**
 * One provider under the store's contract (issue 22: "both pass one contract test suite"): the
 * provider through the `PaymentProvider` interface, plus what the test needs to play the buyer,
 * the bank and the clock on that provider's side.
 */
interface StoreProviderUnderTest {
  payments: PaymentProvider;
  /** A connected account that takes payments. */
  accountId: string;
  teamId: string;
  /** The buyer pays the session with a card (`disputed`: the bank then opens a dispute); the events sent. */
  pay(sessionId: string, options?: { disputed?: boolean }): Promise<DeliveredEvent[]>;
  /** The application fee the provider will take from the session's payment. */
  applicationFeeOf(sessionId: string): Promise<number>;
  /**
   * Every write the provider received, with its idempotency key (null: none). Only the Stripe
   * stand-in sees the HTTP calls; the sandbox keeps each write under its key (a unique column).
   */
  writeKeys?(): Promise<(string | null)[]>;
  /** The settlement delay passes: the charges' funds become available. */
  settle(): Promise<void>;
  addPayout(payout: { amountCents: number; arrivalDate: Date; status: 'paid' | 'pending' }): Promise<void>;
  /** The dispute as the provider keeps it: its status and the evidence text it holds. */
  disputeOf(disputeId: string): Promise<{
    status: string;
    evidenceText: string;
    /** The evidence file fields that name a file. */
    fileFields: string[];
    submissions: number;
  }>;
  close(): Promise<void>;
}

const connectWebhookSecret = 'whsec_store_contract';

const providers: Record<'sandbox' | 'stripe', () => Promise<StoreProviderUnderTest>> = {
  async sandbox() {
    const ctx: TestContext = await createTestApp();
    let clock = new Date();
    const payments = createSandboxPaymentProvider({
      db: ctx.database.db,
      baseUrl: ctx.config.baseUrl,
      now: () => clock,
    });
    const delivered: DeliveredEvent[] = [];
    payments.deliverStoreEventsTo(async (payload, signature) => {
      delivered.push({ payload, signature });
    });
    const teamId = (await signUp(ctx.app)).session.team.id as string;
    const accountId = await enableSandboxSelling(ctx.database.db, teamId, clock, { signed: false });
    return {
      payments,
      accountId,
      teamId,
      async pay(sessionId, options = {}) {
        const session = await payments.findStoreSession(sessionId);
        assert(session, `no sandbox session ${sessionId}`);
        const from = delivered.length;
        const number = options.disputed ? sandboxStoreTestCards.disputed : sandboxStoreTestCards.succeeds;
        expect(await payments.payStoreSession(session, { number, authenticated: false })).toMatchObject({
          kind: 'completed',
        });
        return delivered.slice(from);
      },
      async applicationFeeOf(sessionId) {
        return (await payments.findStoreSession(sessionId))?.applicationFeeCents ?? -1;
      },
      async settle() {
        clock = new Date(clock.getTime() + 3 * 86_400_000);
      },
      async addPayout({ amountCents, arrivalDate, status }) {
        await ctx.database.db.insert(sandboxPayouts).values({
          id: `po_sandbox_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
          teamId,
          accountId,
          amountCents,
          arrivalDate,
          status,
          // Made two days before it arrives, as the stand-in's payouts are.
          timeCreated: new Date(arrivalDate.getTime() - 2 * 86_400_000),
        });
      },
      async disputeOf(disputeId) {
        const [row] = await ctx.database.db
          .select()
          .from(sandboxDisputes)
          .where(eq(sandboxDisputes.id, disputeId));
        assert(row, `no sandbox dispute ${disputeId}`);
        return {
          status: row.status,
          evidenceText: row.evidence.uncategorized_text ?? '',
          fileFields: disputeEvidenceFileKinds.filter((kind) => row.evidence[kind]),
          submissions: row.submittedAt ? 1 : 0,
        };
      },
      close: () => ctx.close(),
    };
  },

  async stripe() {
    const standIn: StripeStandIn = await startStripeStandIn();
    const settings = {
      secretKey: 'sk_test_store_contract',
      connectWebhookSecret,
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http' as const,
    };
    const payments = createStripePaymentProvider(settings);
    // The test reads the stand-in's disputes as Stripe's API has them (GET /v1/disputes/:id).
    const reader = new Stripe(settings.secretKey, {
      host: standIn.host,
      port: standIn.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const teamId = randomUUID();
    const { accountId } = await payments.createConnectedAccount({
      teamId,
      email: 'club@example.com',
      teamName: 'Club',
    });
    standIn.completeOnboarding(accountId);
    const eventOf = (type: string, object: unknown) =>
      standIn.signedEvent(connectWebhookSecret, { type, account: accountId, object });
    return {
      payments,
      accountId,
      teamId,
      async pay(sessionId, options = {}) {
        const paid = standIn.payCheckoutSession(sessionId, options);
        return [
          eventOf('checkout.session.completed', paid.session),
          ...(paid.dispute ? [eventOf('charge.dispute.created', paid.dispute)] : []),
        ];
      },
      async applicationFeeOf(sessionId) {
        const session = await payments.retrieveStoreCheckout(accountId, sessionId);
        const created = standIn.requests.find(
          (r) =>
            r.method === 'POST' &&
            r.path === '/v1/checkout/sessions' &&
            r.form.client_reference_id === session?.orderId,
        );
        expect(created?.headers['stripe-account']).toBe(accountId);
        return Number(created?.form['payment_intent_data[application_fee_amount]'] ?? -1);
      },
      async writeKeys() {
        return standIn.requests
          .filter((r) => r.method === 'POST')
          .map((r) => {
            const key = r.headers['idempotency-key'];
            return typeof key === 'string' ? key : null;
          });
      },
      async settle() {
        standIn.settleCharges();
      },
      async addPayout({ amountCents, arrivalDate, status }) {
        standIn.addPayout(accountId, {
          amount: amountCents,
          arrivalDate: Math.floor(arrivalDate.getTime() / 1000),
          status,
        });
      },
      async disputeOf(disputeId) {
        const dispute = await reader.disputes.retrieve(disputeId, {}, { stripeAccount: accountId });
        return {
          status: dispute.status,
          evidenceText: dispute.evidence.uncategorized_text ?? '',
          fileFields: disputeEvidenceFileKinds.filter((kind) => dispute.evidence[kind]),
          submissions: dispute.evidence_details.submission_count,
        };
      },
      close: () => standIn.close(),
    };
  },
};

describe.each(Object.keys(providers) as (keyof typeof providers)[])('the %s store provider', (kind) => {
  let provider: StoreProviderUnderTest;
  beforeAll(async () => {
    provider = await providers[kind]();
  });
  afterAll(() => provider.close());

  /** A $90.00 jersey order with $5.00 shipping and $5.63 tax; the fee on the $90.00 subtotal. */
  function checkoutInput(orderId = randomUUID()): StoreCheckoutInput {
    return {
      accountId: provider.accountId,
      teamId: provider.teamId,
      orderId,
      lines: [
        { name: 'Home jersey (M)', unitAmountCents: 4500, quantity: 2 },
        { name: 'Shipping', unitAmountCents: 500, quantity: 1 },
        { name: 'Tax', unitAmountCents: 563, quantity: 1 },
      ],
      amountTotalCents: 10_063,
      applicationFeeCents: computeStoreFeeCents(9000),
      customerEmail: 'jo@example.com',
      successUrl: 'http://localhost:3000/sites/hawks/order/token?paid=1',
      cancelUrl: 'http://localhost:3000/sites/hawks/order/token?cancelled=1',
      expiresAt: new Date(Date.now() + 30 * 60_000),
      idempotencyKey: `store-checkout:${orderId}`,
    };
  }

  /** A paid order: its session, payment intent and the events the payment sent. */
  async function paidCheckout(options: { disputed?: boolean } = {}) {
    const session = await provider.payments.createStoreCheckout(checkoutInput());
    const events = await provider.pay(session.id, options);
    const paid = await provider.payments.retrieveStoreCheckout(provider.accountId, session.id);
    assert(paid?.paymentIntentId, 'the paid session names its payment intent');
    return { session, paymentIntentId: paid.paymentIntentId, events };
  }

  const refund = (paymentIntentId: string, amountCents: number, orderId = 'order') =>
    provider.payments.refundCharge({
      accountId: provider.accountId,
      chargeId: paymentIntentId,
      amountCents,
      reason: 'Wrong size',
      orderId,
      refundId: randomUUID(),
      idempotencyKey: `store-refund:${randomUUID()}`,
    });

  it('opens a hosted checkout with the fee table’s application fee, the same session for the same key', async () => {
    const input = checkoutInput();
    const session = await provider.payments.createStoreCheckout(input);
    expect(session).toMatchObject({
      accountId: provider.accountId,
      orderId: input.orderId,
      status: 'open',
      paymentStatus: 'unpaid',
      paymentIntentId: null,
      amountTotalCents: 10_063,
    });
    expect(session.url).toMatch(/^https?:\/\//);
    expect(session.url).toContain(session.id);
    // $90.00 is in the 10% tier: $9.00 + $0.50, on the items only (not shipping or tax).
    expect(await provider.applicationFeeOf(session.id)).toBe(950);
    const retried = await provider.payments.createStoreCheckout(input);
    expect(retried.id).toBe(session.id);
    const other = await provider.payments.createStoreCheckout(checkoutInput());
    expect(other.id).not.toBe(session.id);
  });

  it('retrieves a session as paid once the buyer paid, and knows no session of another account', async () => {
    const { session, paymentIntentId } = await paidCheckout();
    expect(await provider.payments.retrieveStoreCheckout(provider.accountId, session.id)).toMatchObject({
      id: session.id,
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId,
      amountTotalCents: 10_063,
    });
    const otherAccount = kind === 'sandbox' ? 'acct_sandbox_000000000000000000000000' : 'acct_other';
    expect(await provider.payments.retrieveStoreCheckout(otherAccount, session.id)).toBeNull();
  });

  it('reads the signed completion event, and refuses it tampered with or unsigned', async () => {
    const { session, paymentIntentId, events } = await paidCheckout();
    const [completed] = events;
    assert(completed);
    const event = provider.payments.parseStoreWebhookEvent(completed.payload, completed.signature);
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      accountId: provider.accountId,
      session: { id: session.id, orderId: session.orderId, paymentStatus: 'paid', paymentIntentId },
      dispute: null,
      refund: null,
    });
    expect(event.id).toMatch(/^evt_/);
    expect(event.createdAt).toBeInstanceOf(Date);
    const tampered = completed.payload.replace('10063', '1');
    expect(tampered).not.toBe(completed.payload);
    for (const [payload, signature] of [
      [tampered, completed.signature],
      [completed.payload, undefined],
      [completed.payload, ''],
      [completed.payload, 't=1,v1=00'],
    ] as const) {
      expect(() => provider.payments.parseStoreWebhookEvent(payload, signature)).toThrow(
        subscriptionMessages.webhookSignature,
      );
    }
  });

  it('refunds in full, in part and several times, never beyond the payment, each key once', async () => {
    const { paymentIntentId } = await paidCheckout();
    const first = await refund(paymentIntentId, 3000);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(first.id).toMatch(/^re_/);
    // The same key answers the same refund: a retried request never refunds twice.
    const key = `store-refund:${randomUUID()}`;
    const input = {
      accountId: provider.accountId,
      chargeId: paymentIntentId,
      amountCents: 2000,
      reason: 'Late',
      orderId: 'order',
      refundId: randomUUID(),
      idempotencyKey: key,
    };
    const second = await provider.payments.refundCharge(input);
    expect(await provider.payments.refundCharge(input)).toEqual(second);
    expect(second.id).not.toBe(first.id);
    // 10_063 − 3000 − 2000 = 5063 is left: one cent more is refused, exactly the rest is refunded.
    await expect(refund(paymentIntentId, 5064)).rejects.toMatchObject({
      code: 'payment_provider',
      status: 502,
    });
    expect(await refund(paymentIntentId, 5063)).toMatchObject({ status: 'succeeded' });
    await expect(refund(paymentIntentId, 1)).rejects.toMatchObject({ code: 'payment_provider' });

    const { paymentIntentId: whole } = await paidCheckout();
    expect(await refund(whole, 10_063)).toMatchObject({ status: 'succeeded' });
  });

  it('lists the newest payouts first, at most the limit, with the schedule in words', async () => {
    const day = 86_400_000;
    const base = Date.UTC(2027, 2, 1);
    await provider.addPayout({ amountCents: 1200, arrivalDate: new Date(base), status: 'paid' });
    await provider.addPayout({ amountCents: 3400, arrivalDate: new Date(base + 2 * day), status: 'pending' });
    await provider.addPayout({ amountCents: 5600, arrivalDate: new Date(base + day), status: 'paid' });
    const { payouts, schedule } = await provider.payments.listPayouts(provider.accountId, 2);
    expect(schedule).toBe('Daily, 2 days after payment');
    expect(payouts).toEqual([
      {
        id: expect.stringMatching(/^po_/),
        amountCents: 3400,
        createdAt: new Date(base),
        arrivalDate: new Date(base + 2 * day),
        status: 'pending',
      },
      {
        id: expect.stringMatching(/^po_/),
        amountCents: 5600,
        createdAt: new Date(base - day),
        arrivalDate: new Date(base + day),
        status: 'paid',
      },
    ]);
  });

  it('reads the dispute event and takes the evidence once', async () => {
    const { paymentIntentId, events } = await paidCheckout({ disputed: true });
    const created = events
      .map((e) => provider.payments.parseStoreWebhookEvent(e.payload, e.signature))
      .find((e) => e.type === 'charge.dispute.created');
    assert(created?.dispute, 'the disputed card opens a dispute');
    expect(created.dispute).toMatchObject({
      paymentIntentId,
      amountCents: 10_063,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(created.dispute.dueBy?.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const disputeId = created.dispute.id;
    expect(await provider.disputeOf(disputeId)).toMatchObject({ status: 'needs_response', submissions: 0 });

    const evidence = {
      accountId: provider.accountId,
      disputeId,
      text: 'Shipped with tracking 1Z999; the buyer signed for it.',
      files: [
        {
          kind: 'receipt' as const,
          name: 'receipt.pdf',
          contentType: 'application/pdf',
          data: Buffer.from('%PDF-1.4\n% receipt of order 1001\n%%EOF\n'),
        },
        {
          kind: 'shipping_documentation' as const,
          name: 'label.png',
          contentType: 'image/png',
          data: Buffer.from('89504e470d0a1a0a', 'hex'),
        },
      ],
      idempotencyKey: `dispute-evidence:${disputeId}`,
    };
    await provider.payments.submitDisputeEvidence(evidence);
    expect(await provider.disputeOf(disputeId)).toEqual({
      status: 'under_review',
      evidenceText: 'Shipped with tracking 1Z999; the buyer signed for it.',
      fileFields: ['receipt', 'shipping_documentation'],
      submissions: 1,
    });
    // Evidence goes to the bank once: a second submission (a new key) is refused.
    await expect(
      provider.payments.submitDisputeEvidence({ ...evidence, text: 'More', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'payment_provider', status: 502 });
    expect((await provider.disputeOf(disputeId)).evidenceText).not.toContain('More');
  });

  // Last of the tests that pay: the sandbox's clock moves on here.
  it('keeps the application fee on refunds: the balance is the payments less fee and refunds', async () => {
    const before = await provider.payments.getBalance(provider.accountId);
    const { paymentIntentId } = await paidCheckout();
    await refund(paymentIntentId, 2500);
    await refund(paymentIntentId, 1000);
    const fee = computeStoreFeeCents(9000);
    const after = await provider.payments.getBalance(provider.accountId);
    expect(after.pendingCents - before.pendingCents).toBe(10_063 - fee - 3500);
    expect(after.availableCents).toBe(before.availableCents);
    await provider.settle();
    const settled = await provider.payments.getBalance(provider.accountId);
    expect(settled.pendingCents).toBe(0);
    expect(settled.availableCents).toBe(after.availableCents + after.pendingCents);
  });

  it.runIf(kind === 'stripe')('sent an idempotency key with every write', async () => {
    const keys = (await provider.writeKeys?.()) ?? [];
    expect(keys).not.toContain(null);
    // Checkout sessions, refunds and dispute evidence were all written through the stand-in.
    for (const prefix of ['connected-account:', 'store-checkout:', 'store-refund:', 'dispute-evidence:']) {
      expect(keys.some((k) => k?.startsWith(prefix))).toBe(true);
    }
  });
});
