import { sessionCookieOf } from '../../test/account-helpers.ts';
import { appHeaders, type TestContext } from '../../test/test-app.ts';

let addressCounter = 0;
/** A client address of its own, so the per-address limit of private demos never interferes. */
export function randomAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

/** POST /api/demo/{id}/try from an address of its own (the per-address limit is tested on its own). */
export async function tryDemo(
  ctx: TestContext,
  demoId = 'hockey',
  remoteAddress = randomAddress(),
  cookie = '',
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/demo/${demoId}/try`,
    remoteAddress,
    headers: { ...appHeaders, ...(cookie ? { cookie } : {}) },
  });
}

/** A visitor's private copy of the demo team, signed in: its session cookie and session answer. */
export async function openDemo(ctx: TestContext, demoId = 'hockey') {
  const res = await tryDemo(ctx, demoId);
  if (res.statusCode !== 201) throw new Error(`try failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookieOf(res), session: res.json() };
}
