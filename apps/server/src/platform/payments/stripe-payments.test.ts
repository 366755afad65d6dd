import { afterAll, afterEach, assert, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signUp } from '../../test/account-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { paymentProviderUnavailableMessage, unknownPaymentAccountMessage } from './payment-provider.ts';
import { sandboxOnboardingTitle } from './sandbox-onboarding.routes.ts';
import { createStripePaymentProvider } from './stripe-payments.ts';

const secretKey = 'sk_test_sideline_stand_in';

describe('the Stripe payment provider against a local stand-in', () => {
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
  });
  afterAll(() => standIn.close());
  afterEach(() => {
    standIn.failWith(null);
    standIn.requests.length = 0;
  });

  const provider = () =>
    createStripePaymentProvider({
      secretKey,
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });

  it('creates an Express account with the team id in its metadata', async () => {
    const { accountId } = await provider().createConnectedAccount({
      teamId: 'team-123',
      email: 'coach@example.org',
      teamName: 'Harbor City Hawks',
    });
    expect(accountId).toMatch(/^acct_standin/);
    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    assert(request);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(request.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(request.headers['idempotency-key']).toBe('connected-account:team-123');
    expect(request.form).toEqual({
      type: 'express',
      email: 'coach@example.org',
      'business_profile[name]': 'Harbor City Hawks',
      'metadata[teamId]': 'team-123',
    });
  });

  it('creates an onboarding link and reads the account status', async () => {
    const p = provider();
    const { accountId } = await p.createConnectedAccount({ teamId: 't', email: 'a@b.org', teamName: 'T' });
    const link = await p.createOnboardingLink(accountId, 'http://x.test/return', 'http://x.test/refresh');
    expect(link.url).toMatch(new RegExp(`^https://connect\\.stripe\\.test/setup/e/${accountId}/`));
    const linkRequest = standIn.requests[1];
    assert(linkRequest);
    expect(linkRequest).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(linkRequest.form).toEqual({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'http://x.test/return',
      refresh_url: 'http://x.test/refresh',
    });
    const linkKey = linkRequest.headers['idempotency-key'];
    expect(linkKey).toMatch(new RegExp(`^account-link:${accountId}:[0-9a-f-]{36}$`));
    // A later request (the admin back for a fresh link) is a new key: links are single-use.
    await p.createOnboardingLink(accountId, 'http://x.test/return', 'http://x.test/refresh');
    const again = standIn.requests.at(-1);
    expect(again?.path).toBe('/v1/account_links');
    expect(again?.headers['idempotency-key']).toMatch(/^account-link:/);
    expect(again?.headers['idempotency-key']).not.toBe(linkKey);

    expect(await p.getAccountStatus(accountId)).toEqual({
      chargesEnabled: false,
      detailsSubmitted: false,
      currentlyDue: ['business_type', 'external_account', 'representative.dob.day', 'tos_acceptance.date'],
    });
    standIn.completeOnboarding(accountId);
    expect(await p.getAccountStatus(accountId)).toEqual({
      chargesEnabled: true,
      detailsSubmitted: true,
      currentlyDue: [],
    });
    const retrieve = standIn.requests.at(-1);
    expect(retrieve).toMatchObject({ method: 'GET', path: `/v1/accounts/${accountId}` });
    expect(retrieve?.headers.authorization).toBe(`Bearer ${secretKey}`);
  });

  it('reports an account Stripe does not know', async () => {
    const failure = await provider()
      .getAccountStatus('acct_unknown')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({
      code: 'payment_provider',
      status: 502,
      message: unknownPaymentAccountMessage,
    });
  });

  it("turns Stripe's errors into a 502 the admin can act on", async () => {
    standIn.failWith(500);
    const failure = await provider()
      .getAccountStatus('acct_x')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'payment_provider',
      status: 502,
      message: paymentProviderUnavailableMessage,
    });
  });

  it('is the provider the app uses when STRIPE_SECRET_KEY is set', async () => {
    const ctx = await createTestApp({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_API_HOST: standIn.host,
      STRIPE_API_PORT: String(standIn.port),
      STRIPE_API_PROTOCOL: 'http',
    });
    try {
      const a = await signUp(ctx.app);
      const res = await postJson(ctx.app, '/api/payments/account', undefined, a.cookie);
      expect(res.statusCode).toBe(200);
      const { accountId, onboardingUrl } = res.json();
      expect(accountId).toMatch(/^acct_standin/);
      expect(onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.test\//);
      expect(standIn.requests.find((r) => r.path === '/v1/accounts')?.form['metadata[teamId]']).toBe(
        a.session.team.id,
      );
      expect(standIn.requests.find((r) => r.path === '/v1/account_links')?.form).toMatchObject({
        return_url: 'http://localhost:3000/portal/store/stripeaccount',
        refresh_url: 'http://localhost:3000/portal/store/stripeaccount',
      });
      standIn.completeOnboarding(accountId);
      expect((await getJson(ctx.app, '/api/payments/account', a.cookie)).json()).toEqual({
        accountId,
        chargesEnabled: true,
        detailsSubmitted: true,
        currentlyDue: [],
      });
      // No sandbox pages with Stripe.
      const sandboxPage = await ctx.app.inject({
        method: 'GET',
        url: `/sandbox/payments/onboarding/${accountId}`,
      });
      expect(sandboxPage.body).not.toContain(sandboxOnboardingTitle);

      standIn.failWith(500);
      const unavailable = await getJson(ctx.app, '/api/payments/account', a.cookie);
      expect(unavailable.statusCode).toBe(502);
      expect(unavailable.json().error).toEqual({
        code: 'payment_provider',
        message: paymentProviderUnavailableMessage,
      });
    } finally {
      await ctx.close();
    }
  });
});
