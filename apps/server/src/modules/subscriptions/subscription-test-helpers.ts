import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { postJson } from '../../test/account-helpers.ts';
import type { TestContext } from '../../test/test-app.ts';

/** Path of a URL the server made under BASE_URL, for app.inject. */
export const localPath = (url: string) => new URL(url).pathname;

/** POST /api/subscriptions as the portal sends it (a fresh checkout key unless one is given). */
export function startCheckout(
  ctx: TestContext,
  cookie: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return postJson(ctx.app, '/api/subscriptions', { checkoutKey: randomUUID(), ...body }, cookie);
}

/** Pays the sandbox checkout page as the browser posts it. */
export function payCheckout(
  ctx: TestContext,
  checkoutUrl: string,
  cardNumber: string,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: 'POST',
    url: localPath(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber }).toString(),
  });
}
