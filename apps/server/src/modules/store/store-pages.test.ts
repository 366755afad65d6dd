import { cartMessages, checkoutMessages, storeMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, productVariants } from '../../db/schema/store.ts';
import { teamStoreActivation, teams } from '../../db/schema/teams.ts';
import { sandboxStoreTestCards } from '../../platform/payments/sandbox-store.ts';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  addToCart,
  cartRefusalOf,
  checkout,
  createSellingTeam,
  paySandbox,
  sandboxSessionOf,
  testBuyer,
} from './store-test-helpers.ts';

// Inside the default schedule (today .. +300 days of the team's sign-up).
const clock = new Date('2027-03-01T12:00:00Z');

describe('the public store pages', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Every request re-reads the team's content version: the tests write rows directly.
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' }, { now: () => clock });
  });
  afterAll(() => ctx.close());

  async function storeInfoOf(teamId: string) {
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
    assert(row);
    return row.storeInfo;
  }

  /** A second product in three sizes: S sold out, M with 2 left, L unlimited; featured. */
  async function addSizedShirt(teamId: string) {
    const [shirt] = await ctx.database.db
      .insert(products)
      .values({ teamId, urlId: 'warmup-shirt', name: 'Warm-up shirt', priceCents: 2000, featured: true })
      .returning();
    assert(shirt);
    await ctx.database.db.insert(productVariants).values([
      {
        teamId,
        productId: shirt.id,
        optionValues: { Size: 'S' },
        priceCents: 2000,
        inventory: 3,
        sold: 3,
        position: 0,
      },
      {
        teamId,
        productId: shirt.id,
        optionValues: { Size: 'M' },
        priceCents: 2000,
        inventory: 2,
        position: 1,
      },
      {
        teamId,
        productId: shirt.id,
        optionValues: { Size: 'L' },
        priceCents: 2200,
        inventory: null,
        position: 2,
      },
    ]);
    return shirt;
  }

  it('lists featured products first, then the others, with the store in the menu and a cart link', async () => {
    const { teamId, slug } = await createSellingTeam(ctx, clock);
    await addSizedShirt(teamId);
    await ctx.database.db
      .update(teams)
      .set({ storeInfo: { ...(await storeInfoOf(teamId)), message: 'Pick up at the rink on game days.' } })
      .where(eq(teams.id, teamId));
    const page = await fetchSitePage(ctx.app, `/sites/${slug}/store`);
    expect(page.status).toBe(200);
    const headings = page.html.querySelectorAll('main h2').map((h) => h.textContent);
    expect(headings).toEqual(['Featured', 'Products']);
    const cards = page.html
      .querySelectorAll('.store-card')
      .map((card) => card.textContent.replace(/\s+/g, ' '));
    expect(cards[0]).toContain('Warm-up shirt');
    expect(cards[0]).toContain('From $20.00');
    expect(cards[1]).toContain('Home jersey');
    expect(cards[1]).toContain('$45.00');
    expect(page.text()).toContain('Pick up at the rink on game days.');
    expect(page.html.querySelector('.nav-bar a[href$="/store"]')?.textContent).toBe('Store');
    expect(page.html.querySelector('[data-cart-count]')?.getAttribute('data-cart-count')).toBe(
      `/sites/${slug}/cart.json`,
    );
    // Shared and cacheable: no cookie, public cache policy.
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(String(page.headers['cache-control'])).toContain('public');

    const sitemap = await ctx.app.inject({ url: `/sites/${slug}/sitemap.xml` });
    expect(sitemap.body).toContain('/store</loc>');
    expect(sitemap.body).toContain('/store/home-jersey</loc>');
    expect(sitemap.body).toContain('/store/warmup-shirt</loc>');
  });

  it('has no store pages, menu entry or sitemap entries for a team without a payment account', async () => {
    const { slug } = await createSiteTeam(ctx);
    expect((await fetchSitePage(ctx.app, `/sites/${slug}/store`)).status).toBe(404);
    const home = await fetchSitePage(ctx.app, `/sites/${slug}`);
    expect(home.html.querySelector('[data-cart-count]')).toBeNull();
    expect((await ctx.app.inject({ url: `/sites/${slug}/sitemap.xml` })).body).not.toContain('/store');
  });

  it('shows each size with its stock, the sold-out size disabled, and Product JSON-LD with offers', async () => {
    const { teamId, slug } = await createSellingTeam(ctx, clock);
    await addSizedShirt(teamId);
    const page = await fetchSitePage(ctx.app, `/sites/${slug}/store/warmup-shirt`);
    expect(page.status).toBe(200);
    const choices = page.html.querySelectorAll('.product-choice');
    expect(choices.map((c) => c.querySelector('label')?.textContent.replace(/\s+/g, ' ').trim())).toEqual([
      'Size: S$20.00Sold out',
      'Size: M$20.00Only 2 left',
      'Size: L$22.00',
    ]);
    expect(choices[0]?.querySelector('input')?.hasAttribute('disabled')).toBe(true);
    expect(choices[1]?.querySelector('input')?.hasAttribute('disabled')).toBe(false);
    // The first size on sale is chosen, so "Add to cart" works at once.
    expect(choices[1]?.querySelector('input')?.hasAttribute('checked')).toBe(true);
    const form = page.html.querySelector('form.product-form');
    expect(form?.getAttribute('action')).toBe(`/sites/${slug}/cart/add`);
    const [product] = page.jsonLd();
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Warm-up shirt',
      offers: [
        {
          '@type': 'Offer',
          price: '20.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/SoldOut',
        },
        { '@type': 'Offer', price: '20.00', availability: 'https://schema.org/InStock' },
        { '@type': 'Offer', price: '22.00', availability: 'https://schema.org/InStock' },
      ],
    });
    expect((await fetchSitePage(ctx.app, `/sites/${slug}/store/no-such-thing`)).status).toBe(404);
  });

  it("sends the cart to the platform address from the team's own host, where the cart cookie lives", async () => {
    const { slug, variant } = await createSellingTeam(ctx, clock);
    const cartAt = (path: string) => new URL(`/sites/${slug}${path}`, ctx.config.baseUrl).href;
    const page = await fetchSitePage(ctx.app, '/store/home-jersey', { host: `${slug}.localhost:3000` });
    expect(page.status).toBe(200);
    expect(page.html.querySelector('form.product-form')?.getAttribute('action')).toBe(cartAt('/cart/add'));
    expect(page.html.querySelector('a.cart-link')?.getAttribute('href')).toBe(cartAt('/cart'));
    // The count's JSON would be another origin's (no cookie): the link has no count there.
    expect(page.html.querySelector('[data-cart-count]')).toBeNull();
    // The form's target answers there and goes on to the cart on the same address.
    const added = await addToCart(ctx, slug, variant.id, 1);
    expect(added.response.headers.location).toBe(`/sites/${slug}/cart`);
  });

  it('is closed outside its schedule (the store message) and when switched off', async () => {
    const { teamId, slug } = await createSellingTeam(ctx, clock);
    const storeInfo = await storeInfoOf(teamId);
    await ctx.database.db
      .update(teams)
      .set({
        storeInfo: {
          ...storeInfo,
          scheduleStartTime: '2027-04-01T00:00:00.000Z',
          message: 'Back in April for the new season.',
        },
      })
      .where(eq(teams.id, teamId));
    const closed = await fetchSitePage(ctx.app, `/sites/${slug}/store`);
    expect(closed.status).toBe(200);
    expect(closed.html.querySelector('.store-closed')?.textContent).toBe('Back in April for the new season.');
    expect(closed.html.querySelectorAll('.store-card')).toHaveLength(0);
    const product = await fetchSitePage(ctx.app, `/sites/${slug}/store/home-jersey`);
    expect(product.html.querySelector('form.product-form button')?.hasAttribute('disabled')).toBe(true);

    await ctx.database.db.update(teams).set({ storeInfo }).where(eq(teams.id, teamId));
    const [activation] = await ctx.database.db
      .select()
      .from(teamStoreActivation)
      .where(eq(teamStoreActivation.teamId, teamId));
    assert(activation);
    await ctx.database.db
      .update(teamStoreActivation)
      .set({ data: { ...activation.data, client: { ...activation.data.client, storeActive: false } } })
      .where(eq(teamStoreActivation.teamId, teamId));
    const off = await fetchSitePage(ctx.app, `/sites/${slug}/store`);
    expect(off.html.querySelector('.store-closed')?.textContent).toBe(storeMessages.closed);
    expect(off.html.querySelector('[data-cart-count]')).toBeNull();
  });

  it('answers a refused cart post with the cart page saying why, and keeps the cart', async () => {
    const { slug, variant } = await createSellingTeam(ctx, clock);
    const added = await addToCart(ctx, slug, variant.id, 2);
    expect(added.response.statusCode).toBe(303);
    for (const quantity of [0, 101]) {
      const refused = await addToCart(ctx, slug, variant.id, quantity, added.cookie);
      expect(refused.response.statusCode).toBe(400);
      expect(String(refused.response.headers['content-type'])).toContain('text/html');
      expect(cartRefusalOf(refused.response)).toBe(cartMessages.enterQuantity);
      // Nothing the buyer chose before is lost.
      expect(refused.response.body).toContain('Size: M');
    }
    const update = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${slug}/cart/update`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: added.cookie },
      payload: 'lineId=&quantity=abc',
    });
    expect(update.statusCode).toBe(400);
    expect(cartRefusalOf(update)).toBeTruthy();
  });

  it('buys without script: add → cart with shipping and tax → checkout → the sandbox page → the order page', async () => {
    const { teamId, slug, variant } = await createSellingTeam(ctx, clock);
    await ctx.database.db
      .update(teams)
      .set({ storeInfo: { ...(await storeInfoOf(teamId)), taxRateBasisPoints: 625 } })
      .where(eq(teams.id, teamId));
    const added = await addToCart(ctx, slug, variant.id, 2);
    expect(added.response.statusCode).toBe(303);
    expect(added.response.headers.location).toBe(`/sites/${slug}/cart`);

    const cart = await fetchSitePage(ctx.app, `/sites/${slug}/cart`, { cookie: added.cookie });
    expect(cart.status).toBe(200);
    expect(String(cart.headers['cache-control'])).toContain('no-store');
    expect(cart.meta('robots')).toContain('noindex');
    expect(cart.html.querySelector('.cart-line')?.textContent).toContain('Size: M');
    const totals = cart.html
      .querySelectorAll('.money-table tr')
      .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(totals).toEqual([
      ['Subtotal', '$90.00'],
      ['Shipping', '$5.00'],
      ['Tax', '$5.63'],
      ['Total', '$100.63'],
    ]);
    // Something ships, so the form asks for the address.
    expect(cart.html.querySelector('form.checkout-form input[name="postalCode"]')).not.toBeNull();

    const started = await checkout(ctx, slug, added.cookie);
    expect(started.statusCode).toBe(303);
    const session = await sandboxSessionOf(ctx, started.headers.location as string);
    expect((await paySandbox(ctx, session.id, sandboxStoreTestCards.succeeds)).statusCode).toBe(303);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.teamId, teamId));
    assert(order);

    const orderPage = await fetchSitePage(ctx.app, `/sites/${slug}/order/${order.publicToken}`);
    expect(orderPage.status).toBe(200);
    expect(String(orderPage.headers['cache-control'])).toContain('no-store');
    expect(orderPage.headers['referrer-policy']).toBe('no-referrer');
    expect(orderPage.meta('robots')).toContain('noindex');
    // The site's own layout: the team's header and the order in the page.
    expect(orderPage.html.querySelector('.site-header')).not.toBeNull();
    expect(orderPage.html.querySelector('h1')?.textContent).toBe(`Order ${order.orderNumber}`);
    expect(orderPage.html.querySelector('.order-status')?.textContent).toBe(checkoutMessages.paid);
    expect(orderPage.text()).toContain('Home jersey (Size: M) × 2');
    expect(orderPage.text()).toContain('$100.63');
    expect(orderPage.text()).toContain('1 Rink Road');

    // The token finds the order only on its own team's site.
    const other = await createSellingTeam(ctx, clock);
    const elsewhere = await fetchSitePage(ctx.app, `/sites/${other.slug}/order/${order.publicToken}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain(order.orderNumber);
  });

  it('shows the cart again with each refused field named and what the buyer typed kept', async () => {
    const { slug, variant } = await createSellingTeam(ctx, clock);
    const { cookie } = await addToCart(ctx, slug, variant.id, 1);
    const refused = await checkout(ctx, slug, cookie, {
      ...testBuyer,
      email: 'jo-at-example',
      city: '',
      postalCode: '2115',
    });
    expect(refused.statusCode).toBe(400);
    const page = await fetchSitePage(ctx.app, `/sites/${slug}/cart`, { cookie });
    expect(page.status).toBe(200);
    const errorOf = (name: string) => {
      const html = (refused.body.match(new RegExp(`id="checkout-${name}-error">([^<]*)<`)) ?? [])[1];
      return html;
    };
    expect(errorOf('email')).toBe(checkoutMessages.enterEmail);
    expect(errorOf('city')).toBe(checkoutMessages.enterCity);
    expect(errorOf('postalCode')).toBe(checkoutMessages.enterPostalCode);
    expect(errorOf('name')).toBeUndefined();
    expect(refused.body).toContain('value="jo-at-example"');
    expect(refused.body).toContain('value="1 Rink Road"');
    expect(refused.body).toMatch(/id="checkout-email"[^>]*aria-invalid="true"/);
    // The form's own summary, said once (the store is open: no closed notice above the cart).
    expect(refused.body.split('Please check the highlighted fields.')).toHaveLength(2);
    expect(refused.body).not.toContain('store-closed');
    // Nothing was ordered.
    expect(page.html.querySelectorAll('.cart-line')).toHaveLength(1);
  });
});
