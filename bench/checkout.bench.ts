import { eq } from 'drizzle-orm';
import { orders, products, productVariants } from '../apps/server/src/db/schema/store.ts';
import { enableSandboxSelling, testBuyer } from '../apps/server/src/modules/store/sandbox-selling.ts';
import { sandboxStoreTestCards } from '../apps/server/src/platform/payments/sandbox-store.ts';
import { fanAddress, openBenchApp } from './bench-app.ts';
import { summarize, type Timing } from './stats.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Store checkout (issue 22) on the sandbox provider, through the real routes of the whole app on
 * PGlite: (a) checkout start — prices read again, stock locked and held, the pending order written
 * and the provider's session made (POST /sites/{slug}/checkout); (b) completion — the buyer pays on
 * the sandbox's hosted page and its signed event completes the order in-process (sold counts,
 * holds, cart, receipt and team mail in the outbox) before the page answers.
 */
export async function benchCheckout(runs = 40): Promise<Timing[]> {
  const bench = await openBenchApp('checkout', { RATE_LIMIT_PER_MINUTE: '100000' });
  const { app, database } = bench;
  try {
    const { team } = await bench.signUpTeam('MENSICEHOCKEY');
    await enableSandboxSelling(database.db, team.id, new Date());
    const [product] = await database.db
      .insert(products)
      .values({
        teamId: team.id,
        urlId: 'home-jersey',
        name: 'Home jersey',
        priceCents: 4500,
        taxable: true,
        shippingPerOrderCents: 500,
      })
      .returning();
    if (!product) throw new Error('no product');
    const [variant] = await database.db
      .insert(productVariants)
      .values({
        teamId: team.id,
        productId: product.id,
        optionValues: { Size: 'M' },
        priceCents: 4500,
        sku: 'JER-M',
        inventory: 100_000,
      })
      .returning();
    if (!variant) throw new Error('no variant');

    const start: number[] = [];
    const completion: number[] = [];
    // The first rounds warm the routes and PGlite's plans; they are not counted.
    const warmup = 5;
    for (let i = 0; i < runs + warmup; i += 1) {
      const added = await app.inject({
        method: 'POST',
        url: `/sites/${team.slug}/cart/add`,
        headers: form,
        remoteAddress: fanAddress(i),
        payload: new URLSearchParams({ variantId: variant.id, quantity: '2' }).toString(),
      });
      const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

      const t0 = performance.now();
      const started = await app.inject({
        method: 'POST',
        url: `/sites/${team.slug}/checkout`,
        headers: { ...form, cookie },
        payload: new URLSearchParams(testBuyer).toString(),
      });
      const t1 = performance.now();
      if (started.statusCode !== 303) throw new Error(`checkout: ${started.statusCode} ${started.body}`);
      const sessionId = String(started.headers.location).split('/').pop() ?? '';

      const t2 = performance.now();
      const paid = await app.inject({
        method: 'POST',
        url: `/sandbox/payments/store-checkout/${sessionId}`,
        headers: form,
        payload: new URLSearchParams({ cardNumber: sandboxStoreTestCards.succeeds }).toString(),
      });
      const t3 = performance.now();
      if (paid.statusCode !== 303) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
      const [order] = await database.db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
      if (order?.status !== 'paid') throw new Error(`order of ${sessionId} is ${order?.status}`);
      if (i >= warmup) {
        start.push(t1 - t0);
        completion.push(t3 - t2);
      }
    }
    return [
      summarize('store checkout start (cart → hosted page, sandbox)', start),
      summarize('store checkout completion (payment → order paid, mails queued)', completion),
    ];
  } finally {
    await bench.close();
  }
}
