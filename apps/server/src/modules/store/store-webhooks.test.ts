import { randomUUID } from 'node:crypto';
import { signedAgreementRecord } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/platform.ts';
import { disputes, orders, products, productVariants, refunds } from '../../db/schema/store.ts';
import { processedPaymentEvents } from '../../db/schema/subscriptions.ts';
import { teams } from '../../db/schema/teams.ts';
import { createStripePaymentProvider } from '../../platform/payments/stripe-payments.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { postWebhook, type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { cartCookieName, storeWebhookPath } from './store.routes.ts';

const connectWebhookSecret = 'whsec_store_webhooks';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The store's Connect webhook on the Stripe provider (a local stand-in of Stripe's API), with
 * events signed as Stripe signs them: whatever order, however often and under however many event
 * ids the provider delivers them, an order completes once, a refund counts once, and a dispute
 * keeps its newest state (issue 22 proof).
 */
describe('store webhooks replayed, duplicated and reordered', () => {
  let ctx: TestContext;
  let standIn: StripeStandIn;
  let team: Awaited<ReturnType<typeof createSiteTeam>>;
  let accountId: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const payments = createStripePaymentProvider({
      secretKey: 'sk_test_store_webhooks',
      connectWebhookSecret,
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });
    ctx = await createTestApp({}, { payments });
    team = await createSiteTeam(ctx, { teamName: 'Harbor Hawks' });
    accountId = (
      await payments.createConnectedAccount({ teamId: team.teamId, email: team.email, teamName: 'Hawks' })
    ).accountId;
    standIn.completeOnboarding(accountId);
    await ctx.database.db
      .update(teams)
      .set({
        stripeAccountId: accountId,
        storeLicensingAgreement: signedAgreementRecord('store', new Date(), 'store.pdf'),
      })
      .where(eq(teams.id, team.teamId));
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  /** A product of one variant at that price, with no shipping or tax, so the total is the price. */
  async function variantPriced(priceCents: number): Promise<string> {
    const [product] = await ctx.database.db
      .insert(products)
      .values({
        teamId: team.teamId,
        urlId: `item-${randomUUID().slice(0, 8)}`,
        name: `Item at ${priceCents}`,
        priceCents,
        taxable: false,
        shippable: false,
      })
      .returning();
    assert(product);
    const [variant] = await ctx.database.db
      .insert(productVariants)
      .values({
        teamId: team.teamId,
        productId: product.id,
        priceCents,
        sku: `SKU-${priceCents}`,
        inventory: 10,
      })
      .returning();
    assert(variant);
    return variant.id;
  }

  /** A buyer puts the variant in a cart and checks out (form posts): the pending order and its session. */
  async function checkoutOf(variantId: string) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.slug}/cart/add`,
      headers: form,
      payload: new URLSearchParams({ variantId, quantity: '1' }).toString(),
    });
    const cart = added.cookies.find((c) => c.name === cartCookieName);
    assert(cart, 'the cart cookie');
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.slug}/checkout`,
      headers: { ...form, cookie: `${cartCookieName}=${cart.value}` },
      payload: new URLSearchParams({ name: 'Jo Fan', email: 'jo@example.com', phone: '' }).toString(),
    });
    expect(started.statusCode, started.body).toBe(303);
    const sessionId = String(started.headers.location).split('/').pop() ?? '';
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutSessionId, sessionId));
    assert(order, `no order for ${sessionId}`);
    return { order, sessionId };
  }

  const signed = (
    type: string,
    object: unknown,
    id = `evt_${randomUUID().replaceAll('-', '')}`,
    created?: number,
  ) => standIn.signedEvent(connectWebhookSecret, { id, type, account: accountId, object, created });

  async function deliver(event: { payload: string; signature: string }) {
    const res = await postWebhook(ctx.app, storeWebhookPath, event);
    expect(res.statusCode, res.body).toBe(200);
  }

  async function orderNow(id: string) {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
    assert(row);
    return row;
  }

  async function soldOf(variantId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return row?.sold;
  }

  /** The mails to the buyer about the order (the team's own notification goes to its store emails). */
  async function buyerMailsOf(orderId: string, template?: string) {
    const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, orderId));
    return rows.filter(
      (row) => row.to.includes('jo@example.com') && (!template || row.templateId === template),
    );
  }

  it('completes once when the same event comes twice and a second event id names the same session', async () => {
    const variantId = await variantPriced(4500);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId);
    const completed = signed('checkout.session.completed', paid.session);
    await deliver(completed);
    await deliver(completed);
    await deliver(signed('checkout.session.async_payment_succeeded', paid.session));
    expect(await orderNow(order.id)).toMatchObject({
      status: 'paid',
      completedVia: 'webhook',
      paymentIntentId: paid.paymentIntentId,
    });
    expect(await soldOf(variantId)).toBe(1);
    expect(await buyerMailsOf(order.id)).toHaveLength(1);
    const recorded = await ctx.database.db
      .select()
      .from(processedPaymentEvents)
      .where(eq(processedPaymentEvents.eventId, JSON.parse(completed.payload).id));
    expect(recorded).toHaveLength(1);
  });

  // Issue 33 §5.7: a signed store event completed any order named in it, without comparing the
  // connected account, the session and the amount with the order.
  it('completes an order only from its own session on its own account for its own amount', async () => {
    const variantId = await variantPriced(2700);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId);
    const session = paid.session as { id: string; amount_total: number };
    const forged = [
      standIn.signedEvent(connectWebhookSecret, {
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        type: 'checkout.session.completed',
        account: 'acct_another_team',
        object: session,
      }),
      signed('checkout.session.completed', { ...session, id: 'cs_test_another_session' }),
      signed('checkout.session.completed', { ...session, amount_total: 100 }),
    ];
    for (const event of forged) await deliver(event);
    expect(await orderNow(order.id)).toMatchObject({ status: 'pending', paidAt: null });
    expect(await soldOf(variantId)).toBe(0);
    expect(await buyerMailsOf(order.id)).toHaveLength(0);

    await deliver(signed('checkout.session.completed', session));
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', completedVia: 'webhook' });
  });

  it('changes nothing when the completion or an expiry arrives after the buyer’s return completed it', async () => {
    const variantId = await variantPriced(3000);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId);
    // The buyer is back before any event: the order page asks the provider and completes it.
    const page = await ctx.app.inject({ url: `/sites/${team.slug}/order/${order.publicToken}` });
    expect(page.statusCode).toBe(200);
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', completedVia: 'return' });
    await deliver(signed('checkout.session.completed', paid.session));
    await deliver(signed('checkout.session.expired', { ...paid.session, status: 'expired' }));
    expect(await orderNow(order.id)).toMatchObject({ status: 'paid', completedVia: 'return' });
    expect(await soldOf(variantId)).toBe(1);
    expect(await buyerMailsOf(order.id)).toHaveLength(1);
  });

  it('keeps a dispute’s newest state when its update comes before its creation, and ignores replays', async () => {
    const variantId = await variantPriced(6000);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId, { disputed: true });
    assert(paid.dispute);
    await deliver(signed('checkout.session.completed', paid.session));
    const created = Number(paid.dispute.created);
    const opened = signed('charge.dispute.created', paid.dispute, undefined, created);
    const answered = signed(
      'charge.dispute.updated',
      { ...paid.dispute, status: 'under_review' },
      undefined,
      created + 3600,
    );
    await deliver(answered);
    await deliver(opened);
    await deliver(opened);
    const rows = await ctx.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({
        providerDisputeId: paid.dispute.id,
        status: 'under_review',
        amountCents: 6000,
      }),
    ]);
  });

  it('counts each refund once, keeps the fee, and ignores a refund event that comes before its order', async () => {
    // The team's account already holds the earlier tests' payments: count from what it holds now.
    const balance = async () => {
      standIn.settleCharges();
      return (await callSection(ctx.app, 'GET', '/api/store-admin/money', team.cookie)).json();
    };
    const before = await balance();
    const variantId = await variantPriced(10_000);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId);
    // A refund event about a payment Sideline has not completed yet (events arrive in any order).
    await deliver(
      signed('refund.updated', {
        id: 're_standin_early',
        object: 'refund',
        amount: 500,
        payment_intent: paid.paymentIntentId,
        currency: 'usd',
        status: 'succeeded',
      }),
    );
    await deliver(signed('checkout.session.completed', paid.session));
    const completed = await orderNow(order.id);
    // $100.00 is in the 10% tier: $10.00 + $0.50 kept by the platform.
    expect(completed).toMatchObject({
      status: 'paid',
      refundedCents: 0,
      serviceFeeCents: 1050,
      netCents: 8950,
    });

    const url = `/api/store-admin/orders/${order.id}/refunds`;
    for (const [n, amountCents] of [
      [1, 2500],
      [2, 1500],
    ] as const) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, {
        amountCents,
        reason: 'Wrong size',
        idempotencyKey: `refund-${order.id}-${n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refundCalls = standIn.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.map((r) => [r.form.amount, r.form.refund_application_fee])).toEqual([
      ['2500', 'false'],
      ['1500', 'false'],
    ]);
    const rows = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const first = rows.find((r) => r.amountCents === 2500);
    assert(first?.providerRefundId);
    // The provider's events about the refunds already counted, twice over, count nothing more.
    const update = signed('refund.updated', {
      id: first.providerRefundId,
      object: 'refund',
      amount: 2500,
      payment_intent: paid.paymentIntentId,
      currency: 'usd',
      status: 'succeeded',
    });
    await deliver(update);
    await deliver(update);
    expect(await orderNow(order.id)).toMatchObject({
      refundedCents: 4000,
      serviceFeeCents: 1050,
      netCents: 8950,
    });
    expect(await buyerMailsOf(order.id, 'store-order-refunded')).toHaveLength(2);
    // The club's balance is the payment less the kept fee and the refunds.
    expect(await balance()).toMatchObject({
      availableCents: before.availableCents + 10_000 - 1050 - 4000,
      pendingCents: 0,
    });
  });

  it('counts a refund once when its webhook comes before the refund call answers', async () => {
    const variantId = await variantPriced(6000);
    const { order, sessionId } = await checkoutOf(variantId);
    const paid = standIn.payCheckoutSession(sessionId);
    await deliver(signed('checkout.session.completed', paid.session));
    // Stripe answers the refund `pending` but has already sent the webhook that it succeeded.
    standIn.shapeRefunds({
      status: 'pending',
      beforeAnswer: (refund) => deliver(signed('refund.updated', { ...refund, status: 'succeeded' })),
    });
    const idempotencyKey = `refund-early-${order.id}`;
    const res = await callSection(
      ctx.app,
      'POST',
      `/api/store-admin/orders/${order.id}/refunds`,
      team.cookie,
      {
        amountCents: 1000,
        reason: 'Wrong size',
        idempotencyKey,
      },
    );
    standIn.shapeRefunds({ status: 'succeeded' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) });
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 1000 });
    expect(await buyerMailsOf(order.id, 'store-order-refunded')).toHaveLength(1);
    // The same request again, and the webhook again, count nothing more.
    await callSection(ctx.app, 'POST', `/api/store-admin/orders/${order.id}/refunds`, team.cookie, {
      amountCents: 1000,
      reason: 'Wrong size',
      idempotencyKey,
    });
    assert(row?.providerRefundId);
    await deliver(
      signed('refund.updated', {
        id: row.providerRefundId,
        object: 'refund',
        amount: 1000,
        payment_intent: paid.paymentIntentId,
        metadata: { orderId: order.id, refundId: row.id },
        status: 'succeeded',
      }),
    );
    expect(await orderNow(order.id)).toMatchObject({ refundedCents: 1000 });
    expect(await buyerMailsOf(order.id, 'store-order-refunded')).toHaveLength(1);
  });

  it('takes the fee table’s fee at every tier boundary, on the order and as the application fee', async () => {
    // 10% to $249.99, 7.5% from $250.00, 4% from $549.99 (decision in store-fees.ts), + $0.50.
    const expected = [
      [24_999, 2550],
      [25_000, 1925],
      [54_999, 2250],
      [55_000, 2250],
    ] as const;
    for (const [priceCents, feeCents] of expected) {
      const { order, sessionId } = await checkoutOf(await variantPriced(priceCents));
      const created = standIn.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === order.id,
      );
      expect(created?.form['payment_intent_data[application_fee_amount]'], `at ${priceCents}`).toBe(
        String(feeCents),
      );
      await deliver(signed('checkout.session.completed', standIn.payCheckoutSession(sessionId).session));
      expect(await orderNow(order.id), `at ${priceCents}`).toMatchObject({
        status: 'paid',
        totalCents: priceCents,
        serviceFeeCents: feeCents,
        netCents: priceCents - feeCents,
      });
    }
  });
});
