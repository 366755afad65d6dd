import Stripe from 'stripe';
import {
  type PaymentProvider,
  paymentProviderError,
  paymentProviderUnavailableMessage,
  unknownPaymentAccountMessage,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** A local stand-in for the Stripe API (tests, offline runs); absent means api.stripe.com. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
}

/** Stripe Connect: Express accounts onboarded on Stripe's hosted pages. */
export function createStripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.apiHost ? { host: settings.apiHost } : {}),
    ...(settings.apiPort ? { port: settings.apiPort } : {}),
    ...(settings.apiProtocol ? { protocol: settings.apiProtocol } : {}),
    maxNetworkRetries: settings.apiHost ? 0 : 2,
    appInfo: { name: 'Sideline' },
  });

  return {
    kind: 'stripe',
    async createConnectedAccount({ teamId, email, teamName }) {
      const account = await call(() =>
        stripe.accounts.create({
          type: 'express',
          email,
          business_profile: { name: teamName },
          metadata: { teamId },
        }),
      );
      return { accountId: account.id };
    },
    async createOnboardingLink(accountId, returnUrl, refreshUrl) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return { url: link.url };
    },
    async getAccountStatus(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return {
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      };
    },
  };
}

/** Stripe's failures become one message the admin can act on; the cause stays in the server log. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // Onboarding only names accounts, so a missing resource is the team's account.
      const message =
        error.code === 'resource_missing' ? unknownPaymentAccountMessage : paymentProviderUnavailableMessage;
      throw paymentProviderError(message, error);
    }
    throw error;
  }
}
