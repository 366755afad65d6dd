import { computeStoreFeeCents, type DashboardOverview, type StoreAnalytics } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema/roster.ts';
import { issuedTickets, orderItems, orders, products, tickets } from '../../db/schema/store.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { getJson, postJson } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * A paid order as the store's checkout writes it (no checkout exists on this branch yet: the rows
 * are inserted the way the orders table defines them, fee from the domain's fee table).
 */
async function insertOrder(
  ctx: TestContext,
  teamId: string,
  order: { number: string; status?: 'paid' | 'pending' | 'refunded'; paidAt: Date },
  lines: {
    kind: 'product' | 'ticket' | 'form';
    name: string;
    unitCents: number;
    quantity: number;
    ticketId?: string;
    redeemed?: boolean;
  }[],
) {
  const subtotal = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const [row] = await ctx.database.db
    .insert(orders)
    .values({
      teamId,
      orderNumber: order.number,
      publicToken: `token-${teamId}-${order.number}`,
      // A refunded order stays paid, with its refunded amount (the store's model).
      status: order.status === 'pending' ? 'pending' : 'paid',
      refundedCents: order.status === 'refunded' ? subtotal : 0,
      customerName: `Buyer ${order.number}`,
      customerEmail: 'buyer@example.com',
      subtotalCents: subtotal,
      totalCents: subtotal,
      serviceFeeCents: computeStoreFeeCents(subtotal),
      paidAt: order.status === 'pending' ? null : order.paidAt,
    })
    .returning();
  if (!row) throw new Error('order not inserted');
  const items = await ctx.database.db
    .insert(orderItems)
    .values(
      lines.map((line) => ({
        teamId,
        orderId: row.id,
        kind: line.kind,
        ticketId: line.ticketId ?? null,
        name: line.name,
        unitPriceCents: line.unitCents,
        quantity: line.quantity,
        totalCents: line.unitCents * line.quantity,
      })),
    )
    .returning();
  for (const [index, line] of lines.entries()) {
    const item = items[index];
    if (line.kind !== 'ticket' || !item) continue;
    await ctx.database.db.insert(issuedTickets).values({
      teamId,
      orderId: row.id,
      orderItemId: item.id,
      ticketId: line.ticketId ?? null,
      code: `${order.number}-${index}`,
      seed: `seed-${order.number}-${index}`,
      status: line.redeemed ? 'checked_in' : 'valid',
      checkedInAt: line.redeemed ? order.paidAt : null,
    });
  }
}

describe('store analytics from the real orders', () => {
  let ctx: TestContext;
  const clock = new Date('2026-11-24T15:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => ctx.close());

  it('sums paid orders only: revenue, fees, net, average, products, tickets with check-ins, registrations', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Store Starlings' });
    const other = await createSiteTeam(ctx, { teamName: 'Store Sparrows' });
    const [ticket] = await ctx.database.db
      .insert(tickets)
      .values({ teamId: site.teamId, name: 'Home opener', priceCents: 1000 })
      .returning();
    const day = new Date('2026-11-20T18:00:00Z');
    await insertOrder(ctx, site.teamId, { number: '1001', paidAt: day }, [
      { kind: 'product', name: 'Home jersey', unitCents: 6000, quantity: 2 },
    ]);
    await insertOrder(ctx, site.teamId, { number: '1002', paidAt: day }, [
      {
        kind: 'ticket',
        name: 'Home opener',
        unitCents: 1000,
        quantity: 1,
        ticketId: ticket?.id,
        redeemed: true,
      },
      { kind: 'ticket', name: 'Home opener', unitCents: 1000, quantity: 1, ticketId: ticket?.id },
    ]);
    await insertOrder(ctx, site.teamId, { number: '1003', paidAt: new Date('2026-11-22T18:00:00Z') }, [
      { kind: 'form', name: 'Spring registration', unitCents: 15000, quantity: 1 },
    ]);
    // Not counted: a pending checkout, a refunded order, another team's sale, one outside the range.
    await insertOrder(ctx, site.teamId, { number: '1004', status: 'pending', paidAt: day }, [
      { kind: 'product', name: 'Home jersey', unitCents: 6000, quantity: 1 },
    ]);
    await insertOrder(ctx, site.teamId, { number: '1005', status: 'refunded', paidAt: day }, [
      { kind: 'product', name: 'Home jersey', unitCents: 6000, quantity: 1 },
    ]);
    await insertOrder(ctx, other.teamId, { number: '1001', paidAt: day }, [
      { kind: 'product', name: 'Scarf', unitCents: 2500, quantity: 1 },
    ]);
    await insertOrder(ctx, site.teamId, { number: '0999', paidAt: new Date('2026-09-01T18:00:00Z') }, [
      { kind: 'product', name: 'Old cap', unitCents: 2000, quantity: 1 },
    ]);

    const res = await getJson(ctx.app, '/api/analytics/store?from=2026-11-18&to=2026-11-24', site.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const stats: StoreAnalytics = res.json();
    const fees = computeStoreFeeCents(12000) + computeStoreFeeCents(2000) + computeStoreFeeCents(15000);
    expect(stats.totals).toEqual({
      orders: 3,
      revenueCents: 29000,
      feesCents: fees,
      netCents: 29000 - fees,
      averageOrderCents: Math.round(29000 / 3),
    });
    expect(stats.series.find((row) => row.period === '2026-11-20')).toEqual({
      period: '2026-11-20',
      orders: 2,
      revenueCents: 14000,
    });
    expect(stats.series).toHaveLength(7);
    expect(stats.topProducts).toEqual([{ name: 'Home jersey', quantity: 2, revenueCents: 12000 }]);
    expect(stats.tickets).toEqual([
      { name: 'Home opener', occasion: '', sold: 2, checkedIn: 1, revenueCents: 2000 },
    ]);
    expect(stats.registrations).toEqual([{ name: 'Spring registration', count: 1, revenueCents: 15000 }]);

    const ofOther: StoreAnalytics = (
      await getJson(ctx.app, '/api/analytics/store?from=2026-11-18&to=2026-11-24', other.cookie)
    ).json();
    expect(ofOther.totals.revenueCents).toBe(2500);
    expect(ofOther.topProducts.map((product) => product.name)).toEqual(['Scarf']);

    // The dashboard lists the latest paid orders (a refunded one too: it was a sale the admin may
    // look up) and this week's sales (Monday 23rd to today).
    const overview: DashboardOverview = (
      await getJson(ctx.app, '/api/dashboard/overview', site.cookie)
    ).json();
    expect(overview.recentOrders.map((order) => order.orderNumber)).toEqual([
      '1003',
      '1001',
      '1002',
      '1005',
      '0999',
    ]);
    expect(overview.week).toMatchObject({ from: '2026-11-23', orders: 0, revenueCents: 0 });
  });
});

describe('the dashboard setup checklist', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const stepsOf = async (cookie: string) => {
    const overview: DashboardOverview = (await getJson(ctx.app, '/api/dashboard/overview', cookie)).json();
    return Object.fromEntries(overview.setup.steps.map((step) => [step.key, step.isDone]));
  };

  it('turns each step green from the real state: payment account needs named, roster, game, article, product', async () => {
    const site = await createSiteTeam(ctx, { teamName: 'Checklist Chats' });
    expect(await stepsOf(site.cookie)).toEqual({
      agreement: false,
      subscription: false,
      paymentAccount: false,
      storeAgreement: false,
      roster: false,
      game: false,
      article: false,
      product: false,
    });
    // A payment account begun but not finished: what the provider still needs, in words.
    expect((await postJson(ctx.app, '/api/payments/account', undefined, site.cookie)).statusCode).toBe(200);
    const overview: DashboardOverview = (
      await getJson(ctx.app, '/api/dashboard/overview', site.cookie)
    ).json();
    const payment = overview.setup.steps.find((step) => step.key === 'paymentAccount');
    expect(payment?.details).toEqual([
      'The organization name',
      'A support email address for buyers',
      "Acceptance of the payment provider's terms of service",
    ]);

    // A seeded sample player edited by the admin is the first roster edit.
    const db = ctx.database.db;
    const [player] = await db.select().from(players).where(eq(players.teamId, site.teamId)).limit(1);
    await db
      .update(players)
      .set({ name: 'Edited Name', timeModified: new Date(Date.now() + 5000) })
      .where(eq(players.id, player?.id ?? ''));
    await db
      .insert(products)
      .values({ teamId: site.teamId, urlId: 'scarf', name: 'Scarf', priceCents: 2500 });
    const steps = await stepsOf(site.cookie);
    expect(steps).toMatchObject({ roster: true, product: true, game: false, article: false });
  });
});
