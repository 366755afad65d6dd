import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPaymentAccounts } from '../../db/schema/payments.ts';
import { teams } from '../../db/schema/teams.ts';
import { unknownPaymentAccountMessage } from '../../platform/payments/payment-provider.ts';
import { sandboxOnboardingTitle } from '../../platform/payments/sandbox-onboarding.routes.ts';
import { getJson, postJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const returnUrl = 'http://localhost:3000/portal/store/stripeaccount';

/** Path and query of an onboarding URL, for app.inject. */
const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** Submits the sandbox onboarding form as the browser would (urlencoded, no CSRF header). */
function submitOnboarding(ctx: TestContext, onboardingUrl: string, fields: Record<string, string>) {
  const url = new URL(onboardingUrl);
  return ctx.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', ...fields }).toString(),
  });
}

describe('payment account onboarding on the sandbox provider', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses a POST without the CSRF header', async () => {
    const a = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/account',
      headers: { cookie: a.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('creates the account once, onboards it on the hosted page and reports its status', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    expect(a.session.team.stripeAccountId).toBeNull();
    expect((await getJson(ctx.app, '/api/payments/account', a.cookie)).json()).toEqual({ accountId: null });

    const first = await postJson(ctx.app, '/api/payments/account', undefined, a.cookie);
    expect(first.statusCode).toBe(200);
    const { accountId, onboardingUrl } = first.json();
    expect(accountId).toMatch(/^acct_sandbox_[0-9a-f]{24}$/);
    expect(onboardingUrl).toMatch(
      new RegExp(`^http://localhost:3000/sandbox/payments/onboarding/${accountId}\\?token=`),
    );
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
    assert(row);
    expect(row.stripeAccountId).toBe(accountId);
    const [sandboxRow] = await ctx.database.db
      .select()
      .from(sandboxPaymentAccounts)
      .where(eq(sandboxPaymentAccounts.id, accountId));
    expect(sandboxRow).toMatchObject({ teamId, email: a.body.email, businessName: a.body.teamName });

    // The session reports the account, so the portal menu shows the store pages.
    const session = await getJson(ctx.app, '/api/session', a.cookie);
    expect(session.json().team.stripeAccountId).toBe(accountId);

    // A second POST keeps the same account and gives a fresh link; the old link is used up.
    const second = await postJson(ctx.app, '/api/payments/account', undefined, a.cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json().accountId).toBe(accountId);
    expect(second.json().onboardingUrl).not.toBe(onboardingUrl);
    const stale = await ctx.app.inject({ method: 'GET', url: localPath(onboardingUrl) });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(returnUrl);
    expect(
      await ctx.database.db.$count(sandboxPaymentAccounts, eq(sandboxPaymentAccounts.teamId, teamId)),
    ).toBe(1);

    const before = await getJson(ctx.app, '/api/payments/account', a.cookie);
    expect(before.json()).toEqual({
      accountId,
      chargesEnabled: false,
      detailsSubmitted: false,
      currentlyDue: ['company.name', 'business_profile.support_email', 'tos_acceptance.date'],
    });

    // The hosted page: a form with the team's details filled in.
    const link = second.json().onboardingUrl as string;
    const page = await ctx.app.inject({ method: 'GET', url: localPath(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(sandboxOnboardingTitle);
    expect(page.body).toContain(`value="${a.body.email}"`);

    // Invalid details come back with a message and change nothing.
    const invalid = await submitOnboarding(ctx, link, { businessName: ' ', email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Please enter the business name');
    expect(invalid.body).toContain('Please confirm that these details are correct');
    expect((await getJson(ctx.app, '/api/payments/account', a.cookie)).json().chargesEnabled).toBe(false);

    const submitted = await submitOnboarding(ctx, link, {
      businessName: 'Harbor City Hawks Club',
      email: a.body.email,
      confirm: 'on',
    });
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(returnUrl);

    const after = await getJson(ctx.app, '/api/payments/account', a.cookie);
    expect(after.json()).toEqual({
      accountId,
      chargesEnabled: true,
      detailsSubmitted: true,
      currentlyDue: [],
    });

    // The link is single use.
    const reused = await submitOnboarding(ctx, link, {
      businessName: 'X',
      email: a.body.email,
      confirm: 'on',
    });
    expect(reused.statusCode).toBe(302);
  });

  it("keeps each team's account to itself", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app, { sportsType: 'MENSRUGBY' });
    const accountA = (await postJson(ctx.app, '/api/payments/account', undefined, a.cookie)).json().accountId;

    expect((await getJson(ctx.app, '/api/payments/account', b.cookie)).json()).toEqual({ accountId: null });
    expect((await getJson(ctx.app, '/api/session', b.cookie)).json().team.stripeAccountId).toBeNull();

    const accountB = (await postJson(ctx.app, '/api/payments/account', undefined, b.cookie)).json().accountId;
    expect(accountB).not.toBe(accountA);
    expect((await getJson(ctx.app, '/api/payments/account', a.cookie)).json().accountId).toBe(accountA);
    expect((await getJson(ctx.app, '/api/payments/account', b.cookie)).json().accountId).toBe(accountB);
  });

  it('reports an account id the sandbox does not know (a switch of providers) as a 502', async () => {
    const a = await signUp(ctx.app);
    await ctx.database.db
      .update(teams)
      .set({ stripeAccountId: 'acct_1FromStripe' })
      .where(eq(teams.id, a.session.team.id as string));
    for (const res of [
      await getJson(ctx.app, '/api/payments/account', a.cookie),
      await postJson(ctx.app, '/api/payments/account', undefined, a.cookie),
    ]) {
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({ code: 'payment_provider', message: unknownPaymentAccountMessage });
    }
  });

  it('refuses unknown onboarding links and links without their token', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/payments/onboarding/acct_sandbox_nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This onboarding link is not valid');

    const a = await signUp(ctx.app);
    const { onboardingUrl } = (await postJson(ctx.app, '/api/payments/account', undefined, a.cookie)).json();
    const noToken = await ctx.app.inject({ method: 'GET', url: new URL(onboardingUrl).pathname });
    expect(noToken.statusCode).toBe(302);
    expect(noToken.headers.location).toBe(returnUrl);
  });

  it('answers malformed onboarding links with a 400, not a 500', async () => {
    const twoTokens = await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/payments/onboarding/acct_sandbox_nope?token=a&token=b',
    });
    expect(twoTokens.statusCode).toBe(400);
    expect(twoTokens.json().error.code).toBe('validation');
  });
});
