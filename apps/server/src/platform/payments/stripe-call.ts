import Stripe from 'stripe';
import {
  paymentProviderError,
  paymentProviderUnavailableMessage,
  unknownPaymentAccountMessage,
} from './payment-provider.ts';

/** Stripe's failures become one message the admin can act on; the cause stays in the server log. */
export async function callStripe<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // A missing account is the team's connected account; any other failure is the provider's.
      const message =
        error.code === 'resource_missing' && error.param === 'account'
          ? unknownPaymentAccountMessage
          : paymentProviderUnavailableMessage;
      throw paymentProviderError(message, error);
    }
    throw error;
  }
}
