import { eq } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { assert } from 'vitest';
import { sandboxStoreSessions } from '../../db/schema/payments.ts';
import { products, productVariants } from '../../db/schema/store.ts';
import { signUp } from '../../test/account-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';
import { enableSandboxSelling, testBuyer } from './sandbox-selling.ts';

export { testBuyer };

import { cartCookieName } from './store.routes.ts';

/** The public store's form posts carry urlencoded bodies, as a browser without script sends them. */
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** Makes a team able to sell (the shared fixture of sandbox-selling.ts); answers the account id. */
export const enableSelling = enableSandboxSelling;

/** A team that may sell (signed store agreement, sandbox account taking payments) and a jersey in M. */
export async function createSellingTeam(
  ctx: TestContext,
  now: Date,
  { inventory = 5 as number | null, signed = true } = {},
) {
  const a = await signUp(ctx.app);
  const teamId = a.session.team.id as string;
  const slug = a.session.team.slug as string;
  const db = ctx.database.db;
  await enableSelling(db, teamId, now, { signed });
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
  return { teamId, slug, product, variant, cookie: a.cookie as string };
}

/** POST /cart/add as the product page's form does; answers the reply and the cart cookie to send next. */
export async function addToCart(
  ctx: TestContext,
  slug: string,
  variantId: string,
  quantity: number,
  cookie = '',
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/sites/${slug}/cart/add`,
    headers: { ...formHeaders, ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ variantId, quantity: String(quantity) }).toString(),
  });
  const set = response.cookies.find((c) => c.name === cartCookieName);
  return { response, cookie: set ? `${cartCookieName}=${set.value}` : cookie };
}

/** Why a refused cart post changed nothing, as the cart page it answers says it. */
export function cartRefusalOf(response: { body: string }): string | undefined {
  return parse(response.body).querySelector('.form-error[role=alert]')?.text;
}

/** POST /checkout with the cart page's form. */
export function checkout(
  ctx: TestContext,
  slug: string,
  cookie: string,
  fields: Record<string, string> = testBuyer,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/sites/${slug}/checkout`,
    headers: { ...formHeaders, cookie },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The sandbox checkout session a checkout redirected to. */
export async function sandboxSessionOf(ctx: TestContext, location: string) {
  const id = location.split('/').pop() ?? '';
  const [session] = await ctx.database.db
    .select()
    .from(sandboxStoreSessions)
    .where(eq(sandboxStoreSessions.id, id));
  assert(session, `no sandbox session ${id}`);
  return session;
}

/** Pays on the sandbox's hosted page, as the buyer's browser does. */
export function paySandbox(ctx: TestContext, sessionId: string, cardNumber: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/sandbox/payments/store-checkout/${sessionId}`,
    headers: formHeaders,
    payload: new URLSearchParams({ cardNumber }).toString(),
  });
}
