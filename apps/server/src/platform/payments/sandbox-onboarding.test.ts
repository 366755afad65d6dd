import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { postJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { sandboxOnboardingTitle } from './sandbox-onboarding.routes.ts';

const refreshUrl = 'http://localhost:3000/portal/store/stripeaccount';
const minute = 60_000;

describe('sandbox onboarding links expire like Stripe account links', () => {
  let ctx: TestContext;
  let clock = new Date('2025-03-08T12:00:00Z');
  beforeAll(async () => {
    ctx = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => ctx.close());

  /** A fresh onboarding link for a new team, made at the clock's current time. */
  async function newOnboardingLink() {
    const { cookie } = await signUp(ctx.app);
    const res = await postJson(ctx.app, '/api/payments/account', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().onboardingUrl);
    return { path: url.pathname, query: url.search, token: url.searchParams.get('token') ?? '' };
  }

  const submit = (link: { path: string; token: string }) =>
    ctx.app.inject({
      method: 'POST',
      url: link.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: link.token,
        businessName: 'Harbor Hawks Hockey',
        email: 'treasurer@example.org',
        confirm: 'on',
      }).toString(),
    });

  it('works within the hour', async () => {
    clock = new Date('2025-03-08T12:00:00Z');
    const link = await newOnboardingLink();
    clock = new Date(clock.getTime() + 59 * minute);
    const page = await ctx.app.inject({ method: 'GET', url: `${link.path}${link.query}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sandboxOnboardingTitle);
    const submitted = await submit(link);
    expect(submitted.statusCode).toBe(303);
  });

  it('sends an expired link to the refresh URL, to view or to submit, and leaves the account as it was', async () => {
    clock = new Date('2025-03-08T12:00:00Z');
    const link = await newOnboardingLink();
    clock = new Date(clock.getTime() + 60 * minute);

    const page = await ctx.app.inject({ method: 'GET', url: `${link.path}${link.query}` });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(refreshUrl);
    const submitted = await submit(link);
    expect(submitted.statusCode).toBe(302);
    expect(submitted.headers.location).toBe(refreshUrl);

    const accountId = link.path.split('/').pop()!;
    const [account] = await ctx.database.db
      .select()
      .from(sandboxPaymentAccounts)
      .where(eq(sandboxPaymentAccounts.id, accountId));
    expect(account).toMatchObject({ detailsSubmitted: false, chargesEnabled: false });
  });

  it('answers malformed links and bodies with a page or a redirect, never a 500', async () => {
    clock = new Date('2025-03-08T12:00:00Z');
    const link = await newOnboardingLink();
    const unknownAccount = await ctx.app.inject({ method: 'GET', url: `${link.path}x${link.query}` });
    expect(unknownAccount.statusCode).toBe(404);
    const nul = await ctx.app.inject({ method: 'GET', url: '/sandbox/payments/onboarding/%00?token=a' });
    expect(nul.statusCode).toBe(400);
    for (const payload of [{ token: true }, { token: ['a'] }, [link.token], 'null']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: link.path,
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(302);
      expect(res.headers.location).toBe(refreshUrl);
    }
  });
});
