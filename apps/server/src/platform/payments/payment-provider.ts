import { AppError } from '../errors.ts';

/**
 * The payment provider behind the store (DESIGN.md "payments"): the sandbox provider by default,
 * Stripe Connect when STRIPE_SECRET_KEY is set. Sideline is the payment facilitator: every team
 * has its own connected account that buyers pay, and Sideline takes a fee per transaction.
 *
 * This slice covers connected-account onboarding; checkout, refunds and webhooks arrive with the store.
 */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Creates the team's connected account (Stripe: an Express account with metadata.teamId). */
  createConnectedAccount(input: ConnectedAccountInput): Promise<{ accountId: string }>;
  /** A single-use link to the provider's hosted onboarding page for the account. */
  createOnboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;
}

export interface ConnectedAccountInput {
  teamId: string;
  email: string;
  teamName: string;
}

export interface ConnectedAccountStatus {
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
}

/** The provider could not be reached or refused the call (shown as a 502 with a message to retry). */
export const paymentProviderUnavailableMessage =
  'We could not reach the payment provider. Please try again in a moment.';

/** The team's stored account id is unknown to the provider (for example after switching providers). */
export const unknownPaymentAccountMessage =
  'The payment provider does not know your payment account. Please contact Sideline support.';

/** The 502 a provider throws when it fails; the cause is logged by the error handler, never sent. */
export function paymentProviderError(message: string, cause?: unknown): AppError {
  const error = new AppError('payment_provider', message);
  if (cause !== undefined) error.cause = cause;
  return error;
}
