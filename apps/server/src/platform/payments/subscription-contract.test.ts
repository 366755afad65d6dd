import { randomUUID } from 'node:crypto';
import { type PromotionCodeTerms, subscriptionMessages } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPromotionCodes, sandboxSubscriptions } from '../../db/schema/subscriptions.ts';
import { signUp } from '../../test/account-helpers.ts';
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { ConfiguredPaymentProvider } from './configured-payment-provider.ts';
import type { SubscriptionCheckoutInput } from './payment-provider.ts';
import { createSandboxPaymentProvider } from './sandbox-payments.ts';
import { sandboxCustomerIdOf } from './sandbox-subscriptions.ts';
import { createStripePaymentProvider } from './stripe-payments.ts';

/** One provider under contract: the running app, and how to give the provider a promotion code. */
interface ProviderUnderTest {
  ctx: TestContext;
  payments: ConfiguredPaymentProvider;
  addPromotionCode(terms: Omit<PromotionCodeTerms, 'timesRedeemed'>): Promise<void>;
  /** Gives the team a customer at the provider (what its first checkout does); its id. */
  addCustomer(teamId: string): Promise<string>;
  close(): Promise<void>;
}

const providers: Record<'sandbox' | 'stripe', () => Promise<ProviderUnderTest>> = {
  async sandbox() {
    const ctx = await createTestApp();
    // The provider keeps its state in the database, so one made over the app's is the app's.
    const payments = createSandboxPaymentProvider({
      db: ctx.database.db,
      baseUrl: ctx.config.baseUrl,
      now: () => new Date(),
    });
    return {
      ctx,
      payments,
      async addPromotionCode(terms) {
        await ctx.database.db.insert(sandboxPromotionCodes).values(terms);
      },
      async addCustomer(customerTeamId) {
        await ctx.database.db.insert(sandboxSubscriptions).values({
          id: `sub_sandbox_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
          teamId: customerTeamId,
          product: 'website',
          period: 'month',
          quantity: 1,
          status: 'trialing',
          currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
          hasPaymentMethod: false,
        });
        return sandboxCustomerIdOf(customerTeamId);
      },
      close: () => ctx.close(),
    };
  },
  async stripe() {
    const standIn: StripeStandIn = await startStripeStandIn();
    const payments = createStripePaymentProvider({
      secretKey: 'sk_test_contract',
      webhookSecret: 'whsec_contract',
      apiHost: standIn.host,
      apiPort: standIn.port,
      apiProtocol: 'http',
    });
    const ctx = await createTestApp({}, { payments });
    return {
      ctx,
      payments,
      async addPromotionCode(terms) {
        standIn.addPromotionCode({
          code: terms.code,
          percentOff: terms.percentOff ?? undefined,
          amountOff: terms.amountOffCents ?? undefined,
          expiresAt: terms.expiresAt ? Math.floor(terms.expiresAt.getTime() / 1000) : undefined,
          maxRedemptions: terms.maxRedemptions ?? undefined,
          firstTimeTransaction: terms.firstTimeOnly,
        });
      },
      async addCustomer(customerTeamId) {
        const customerId = `cus_standin_${customerTeamId.slice(0, 8)}`;
        standIn.addCustomer(customerId);
        return customerId;
      },
      async close() {
        await ctx.close();
        await standIn.close();
      },
    };
  },
};

describe.each(Object.keys(providers) as (keyof typeof providers)[])('the %s provider', (kind) => {
  let provider: ProviderUnderTest;
  let teamId: string;
  beforeAll(async () => {
    provider = await providers[kind]();
    teamId = (await signUp(provider.ctx.app)).session.team.id;
  });
  afterAll(() => provider.close());

  const checkoutInput = (idempotencyKey: string): SubscriptionCheckoutInput => ({
    teamId,
    customerEmail: 'coach@example.org',
    product: 'website',
    period: 'year',
    quantity: 1,
    unitAmountCents: 20000,
    productName: 'Team website',
    trialDays: 30,
    promotionCode: null,
    successUrl: 'http://localhost:3000/portal/settings/account?checkout=success',
    cancelUrl: 'http://localhost:3000/portal/settings/account?checkout=canceled',
    idempotencyKey,
  });

  it('opens a hosted checkout, the same one again for the same idempotency key', async () => {
    const key = `contract:${randomUUID()}`;
    const first = await provider.payments.createSubscriptionCheckout(checkoutInput(key));
    expect(first.url).toMatch(/^https?:\/\//);
    expect(first.url).toContain(first.sessionId);
    const retried = await provider.payments.createSubscriptionCheckout(checkoutInput(key));
    expect(retried.sessionId).toBe(first.sessionId);
    const other = await provider.payments.createSubscriptionCheckout(
      checkoutInput(`contract:${randomUUID()}`),
    );
    expect(other.sessionId).not.toBe(first.sessionId);
  });

  it('finds a promotion code with its terms, and no code that does not exist', async () => {
    await provider.addPromotionCode({
      code: 'SPRING25',
      percentOff: 25,
      amountOffCents: null,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      maxRedemptions: 10,
      firstTimeOnly: true,
    });
    expect(await provider.payments.findPromotionCode('SPRING25')).toMatchObject({
      code: 'SPRING25',
      percentOff: 25,
      amountOffCents: null,
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      maxRedemptions: 10,
      timesRedeemed: 0,
      firstTimeOnly: true,
    });
    expect(await provider.payments.findPromotionCode('NOSUCHCODE')).toBeNull();
  });

  it("opens a billing portal link for the team's customer, and refuses a customer it does not know", async () => {
    const customerId = await provider.addCustomer(teamId);
    const returnUrl = 'http://localhost:3000/portal/settings/account';
    const link = await provider.payments.createBillingPortalLink({
      customerId,
      returnUrl,
      idempotencyKey: `contract:${randomUUID()}`,
    });
    expect(link.url).toMatch(/^https?:\/\//);
    expect(link.url).not.toBe(returnUrl);
    const unknown = provider.payments.createBillingPortalLink({
      customerId: kind === 'sandbox' ? sandboxCustomerIdOf(randomUUID()) : 'cus_unknown',
      returnUrl,
      idempotencyKey: `contract:${randomUUID()}`,
    });
    await expect(unknown).rejects.toMatchObject({ code: 'payment_provider', status: 502 });
  });

  it('refuses an event whose signature does not match', () => {
    const payload = JSON.stringify({ id: 'evt_forged', type: 'customer.subscription.deleted' });
    for (const signature of [undefined, '', 'forged', 't=1,v1=00']) {
      expect(() => provider.payments.parseWebhookEvent(payload, signature)).toThrow(
        subscriptionMessages.webhookSignature,
      );
    }
  });
});
