import { cartMessages, storeMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxStoreSessions } from '../../db/schema/payments.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { disputes, inventoryHolds, orders, products, productVariants } from '../../db/schema/store.ts';
import { teams } from '../../db/schema/teams.ts';
import { sandboxStoreTestCards } from '../../platform/payments/sandbox-store.ts';
import { signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cartCookieName } from './store.routes.ts';
import { enableSelling } from './store-test-helpers.ts';

let clock = new Date('2027-03-01T12:00:00Z');
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const buyer = {
  name: 'Jo Fan',
  email: 'jo@example.com',
  phone: '',
  line1: '1 Rink Road',
  line2: '',
  city: 'Boston',
  state: 'MA',
  postalCode: '02115',
};

describe('store checkout on the sandbox provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = new Date('2027-03-01T12:00:00Z');
  });

  /** Pays on the sandbox's hosted page, as the buyer's browser does. */
  async function pay(sessionId: string, cardNumber: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/sandbox/payments/store-checkout/${sessionId}`,
      headers: form,
      payload: new URLSearchParams({ cardNumber }).toString(),
    });
  }

  /** A team that may sell (signed store agreement, sandbox account taking payments) and a jersey in M. */
  async function sellingTeam({ inventory = 5 as number | null, signed = true } = {}) {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const slug = a.session.team.slug as string;
    const db = ctx.database.db;
    await enableSelling(db, teamId, clock, { signed });
    const [product] = await db
      .insert(products)
      .values({
        teamId,
        urlId: 'home-jersey',
        name: 'Home jersey',
        priceCents: 4500,
        taxable: true,
        shippingPerOrderCents: 500,
      })
      .returning();
    assert(product);
    const [variant] = await db
      .insert(productVariants)
      .values({
        teamId,
        productId: product.id,
        optionValues: { Size: 'M' },
        priceCents: 4500,
        sku: 'JER-M',
        inventory,
      })
      .returning();
    assert(variant);
    return { teamId, slug, product, variant };
  }

  async function addToCart(slug: string, variantId: string, quantity: number, cookie = '') {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/cart/add`,
      headers: { ...form, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ variantId, quantity: String(quantity) }).toString(),
    });
    const set = response.cookies.find((c) => c.name === cartCookieName);
    return { response, cookie: set ? `${cartCookieName}=${set.value}` : cookie };
  }

  async function checkout(slug: string, cookie: string) {
    return ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/checkout`,
      headers: { ...form, cookie },
      payload: new URLSearchParams(buyer).toString(),
    });
  }

  async function sessionOf(location: string) {
    const id = location.split('/').pop() ?? '';
    const [session] = await ctx.database.db
      .select()
      .from(sandboxStoreSessions)
      .where(eq(sandboxStoreSessions.id, id));
    assert(session, `no sandbox session ${id}`);
    return session;
  }

  async function orderOf(teamId: string) {
    const rows = await ctx.database.db.select().from(orders).where(eq(orders.teamId, teamId));
    return rows;
  }

  it('merges cart lines, charges shipping and tax, and completes once whatever comes first', async () => {
    const { teamId, slug, variant } = await sellingTeam();
    await ctx.database.db
      .update(teams)
      .set({
        storeInfo: {
          ...(await storeInfoOf(teamId)),
          taxRateBasisPoints: 625,
          productNotificationEmails: ['shop@example.com'],
        },
      })
      .where(eq(teams.id, teamId));
    const first = await addToCart(slug, variant.id, 1);
    expect(first.response.statusCode).toBe(303);
    const second = await addToCart(slug, variant.id, 1, first.cookie);
    const cart = await ctx.app.inject({
      url: `/sites/${slug}/cart.json`,
      headers: { cookie: second.cookie },
    });
    expect(cart.json()).toMatchObject({
      count: 2,
      subtotalCents: 9000,
      shippingCents: 500,
      taxCents: 563,
      totalCents: 10_063,
    });

    const started = await checkout(slug, second.cookie);
    expect(started.statusCode).toBe(303);
    const session = await sessionOf(started.headers.location as string);
    // The fee is the club's, from the item subtotal ($90.00 → 10% + $0.50); the buyer pays the total.
    expect(session).toMatchObject({ amountTotalCents: 10_063, applicationFeeCents: 950 });
    const [pending] = await orderOf(teamId);
    expect(pending).toMatchObject({ status: 'pending', serviceFeeCents: 950, netCents: 10_063 - 950 });

    // The webhook arrives first (in-process), then the buyer's return, then the sweep: one order.
    const declined = await pay(session.id, sandboxStoreTestCards.declined);
    expect(declined.statusCode).toBe(400);
    const paid = await pay(session.id, sandboxStoreTestCards.succeeds);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/sites/${slug}/order/${pending?.publicToken}?paid=1`,
    );
    const back = await ctx.app.inject({ url: `/sites/${slug}/order/${pending?.publicToken}` });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Your order is confirmed');
    await reconcile();
    const [order] = await orderOf(teamId);
    expect(order).toMatchObject({ status: 'paid', completedVia: 'webhook' });
    const [sold] = await ctx.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(sold?.sold).toBe(2);
    expect(
      await ctx.database.db
        .select()
        .from(inventoryHolds)
        .where(eq(inventoryHolds.orderId, order?.id ?? '')),
    ).toEqual([]);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.reference, order?.id ?? ''));
    expect(mails.map((m) => m.to).sort()).toEqual([['jo@example.com'], ['shop@example.com']]);
    // The checked-out lines left the cart.
    const after = await ctx.app.inject({
      url: `/sites/${slug}/cart.json`,
      headers: { cookie: second.cookie },
    });
    expect(after.json()).toMatchObject({ count: 0 });
  });

  it('completes a paid order whose webhook never came from the sweep (closed tab)', async () => {
    const { teamId, slug, variant } = await sellingTeam();
    const { cookie } = await addToCart(slug, variant.id, 1);
    const session = await sessionOf((await checkout(slug, cookie)).headers.location as string);
    // The provider took the payment, then the process died: no event, and the buyer closed the tab.
    await ctx.database.db
      .update(sandboxStoreSessions)
      .set({ status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_sandbox_lost' })
      .where(eq(sandboxStoreSessions.id, session.id));
    expect((await orderOf(teamId))[0]?.status).toBe('pending');
    await reconcile();
    expect((await orderOf(teamId))[0]).toMatchObject({ status: 'paid', completedVia: 'sweep' });
  });

  it('never sells the last one twice, and releases the hold when the checkout expires unpaid', async () => {
    const { teamId, slug, variant } = await sellingTeam({ inventory: 1 });
    const a = await addToCart(slug, variant.id, 1);
    const b = await addToCart(slug, variant.id, 1);
    expect((await checkout(slug, a.cookie)).statusCode).toBe(303);
    const refused = await checkout(slug, b.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(cartMessages.soldOut('Home jersey'));
    clock = new Date(clock.getTime() + 32 * 60_000);
    await reconcile();
    expect((await orderOf(teamId))[0]?.status).toBe('expired');
    expect((await checkout(slug, b.cookie)).statusCode).toBe(303);
  });

  it('gives the last one to exactly one of many concurrent checkouts', async () => {
    // 50 on PostgreSQL (CI sets DATABASE_URL: real row locks); the embedded PGlite runs them one
    // at a time, so a few show the same rule there.
    const buyers = process.env.DATABASE_URL ? 50 : 8;
    const { teamId, slug, variant } = await sellingTeam({ inventory: 1 });
    const carts: string[] = [];
    for (let i = 0; i < buyers; i += 1) carts.push((await addToCart(slug, variant.id, 1)).cookie);
    const answers = await Promise.all(carts.map((cookie) => checkout(slug, cookie)));
    expect(answers.filter((a) => a.statusCode === 303)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(buyers - 1);
    expect(await orderOf(teamId)).toHaveLength(1);
  });

  it('records the dispute a succeed-then-dispute card opens, against its paid order', async () => {
    const { teamId, slug, variant } = await sellingTeam();
    const { cookie } = await addToCart(slug, variant.id, 1);
    const session = await sessionOf((await checkout(slug, cookie)).headers.location as string);
    expect((await pay(session.id, sandboxStoreTestCards.disputed)).statusCode).toBe(303);
    const [order] = await orderOf(teamId);
    const rows = await ctx.database.db.select().from(disputes).where(eq(disputes.teamId, teamId));
    expect(order?.status).toBe('paid');
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: order?.id,
        amountCents: order?.totalCents,
        status: 'needs_response',
      }),
    ]);
    expect(rows[0]?.dueBy?.getTime()).toBe(clock.getTime() + 7 * 86_400_000);
  });

  it('refuses to sell without a signed store agreement', async () => {
    const { slug, variant } = await sellingTeam({ signed: false });
    const { cookie } = await addToCart(slug, variant.id, 1);
    const refused = await checkout(slug, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(storeMessages.agreementRequired);
  });

  it('ignores a replayed or forged event', async () => {
    const { teamId, slug, variant } = await sellingTeam();
    const { cookie } = await addToCart(slug, variant.id, 1);
    const session = await sessionOf((await checkout(slug, cookie)).headers.location as string);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/webhooks/store-payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'nope' },
      payload: JSON.stringify({
        id: 'evt_x',
        type: 'checkout.session.completed',
        session: { orderId: session.clientReferenceId, paymentStatus: 'paid' },
      }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await orderOf(teamId))[0]?.status).toBe('pending');
  });

  async function storeInfoOf(teamId: string) {
    const [row] = await ctx.database.db
      .select({ storeInfo: teams.storeInfo })
      .from(teams)
      .where(eq(teams.id, teamId));
    assert(row);
    return row.storeInfo;
  }

  async function reconcile() {
    const task = ctx.app.workerTasks.find((t) => t.name === 'store-checkout-reconciliation');
    assert(task);
    await task.run();
  }
});
