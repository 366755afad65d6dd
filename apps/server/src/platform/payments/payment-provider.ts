import type {
  BillingPeriod,
  DisputeStatus,
  PromotionCodeTerms,
  RefundStatus,
  SubscriptionProductKey,
  SubscriptionStatus,
} from '@sideline/domain';
import { AppError } from '../errors.ts';
import type { StoreMoneyProvider } from './store-money-provider.ts';

/**
 * The payment provider behind the store (DESIGN.md "payments"): the sandbox provider by default,
 * Stripe Connect when STRIPE_SECRET_KEY is set. Sideline is the payment facilitator: every team
 * has its own connected account that buyers pay, and Sideline takes a fee per transaction.
 *
 * It covers connected-account onboarding and the team's own subscriptions to Sideline (checkout,
 * cancel and resume, webhook events); store checkout and refunds arrive with the store. Every
 * write carries an idempotency key, so a retried call never does a thing twice.
 */
export interface PaymentProvider extends StorePaymentMethods, StoreMoneyProvider {
  readonly kind: 'sandbox' | 'stripe';
  /**
   * The origin of the hosted checkout pages: the team sites' checkout forms post to our server,
   * which answers 303 to it, and the sites' Content-Security-Policy allows that one origin in
   * `form-action` (Chromium applies it to a form's redirects).
   */
  readonly checkoutOrigin: string;
  /** Creates the team's connected account (Stripe: an Express account with metadata.teamId). */
  createConnectedAccount(input: ConnectedAccountInput): Promise<{ accountId: string }>;
  /** A single-use link to the provider's hosted onboarding page for the account. */
  createOnboardingLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<{ url: string }>;
  getAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;
  /** A hosted checkout page in subscription mode (Stripe Checkout, or the sandbox's own page). */
  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<{ sessionId: string; url: string }>;
  /** The provider's promotion code of that text (case as the provider matches it), or null. */
  findPromotionCode(code: string): Promise<ProviderPromotionCode | null>;
  /** Every promotion code, active or retired (the operator console lists them). */
  listPromotionCodes(): Promise<ProviderPromotionCode[]>;
  /** Creates a promotion code with its discount (Stripe: a coupon and its promotion code). */
  createPromotionCode(terms: NewPromotionCode, idempotencyKey: string): Promise<ProviderPromotionCode>;
  /** Retires a code: checkout refuses it from now on (Stripe: `active: false`). */
  retirePromotionCode(id: string, idempotencyKey: string): Promise<void>;
  /** Sets or clears "cancel at the end of the current period" (resume clears it). */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancelAtPeriodEnd: boolean,
    idempotencyKey: string,
  ): Promise<void>;
  /** Ends a subscription at once: a trial cancelled before its end is never charged. */
  cancelSubscriptionNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /**
   * A link to the provider's page where the team's admin manages the payment method and reads the
   * invoices of the customer (Stripe: a Billing Portal session); it links back to returnUrl.
   */
  createBillingPortalLink(input: BillingPortalLinkInput): Promise<{ url: string }>;
  /**
   * Checks an event's signature against the webhook secret and reads it; throws a 400 AppError
   * (`subscriptionMessages.webhookSignature`) when the signature does not match.
   */
  parseWebhookEvent(payload: string, signature: string | undefined): PaymentEvent;
}

/**
 * The store's payments (issue 22, decision 026): direct charges on the team's connected account
 * through a hosted checkout page, the platform fee as the application fee. Events of connected
 * accounts arrive at their own webhook route (Stripe: a Connect endpoint with its own secret).
 */
export interface StorePaymentMethods {
  /** A hosted checkout page in payment mode on the connected account; the same key answers the same session. */
  createStoreCheckout(input: StoreCheckoutInput): Promise<StoreCheckoutSession>;
  /** The session as the provider has it now (reconciliation: a paid checkout whose event never came). */
  retrieveStoreCheckout(accountId: string, sessionId: string): Promise<StoreCheckoutSession | null>;
  /**
   * Checks a store event's signature and reads it; throws a 400 AppError
   * (`subscriptionMessages.webhookSignature`) when the signature does not match.
   */
  parseStoreWebhookEvent(payload: string, signature: string | undefined): StorePaymentEvent;
}

export interface StoreCheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface StoreCheckoutInput {
  accountId: string;
  teamId: string;
  /** Our order id: client_reference_id and metadata.orderId. */
  orderId: string;
  lines: StoreCheckoutLine[];
  /** What the buyer pays, lines included (shipping and tax are lines of their own). */
  amountTotalCents: number;
  /** The platform fee, from the domain fee table on the item subtotal. */
  applicationFeeCents: number;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The session ends unpaid at this time (the stock holds end with it). */
  expiresAt: Date;
  idempotencyKey: string;
}

export interface StoreCheckoutSession {
  id: string;
  url: string;
  accountId: string;
  orderId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntentId: string | null;
  amountTotalCents: number;
}

export interface StoreDisputeReport {
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amountCents: number;
  reason: string;
  status: DisputeStatus;
  dueBy: Date | null;
}

export interface StoreRefundReport {
  id: string;
  /** Our refund's id from the refund's metadata (null for a refund made outside Sideline). */
  ourRefundId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  status: RefundStatus;
}

/** A store event, read: the session, dispute or refund it is about (null: recorded and ignored). */
export interface StorePaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  accountId: string | null;
  session: StoreCheckoutSession | null;
  dispute: StoreDisputeReport | null;
  refund: StoreRefundReport | null;
  /** payment_intent.payment_failed: the provider's reason, shown to the buyer. */
  failure: { paymentIntentId: string; orderId: string | null; message: string } | null;
}

export interface SubscriptionCheckoutInput {
  teamId: string;
  customerEmail: string;
  product: SubscriptionProductKey;
  period: BillingPeriod;
  /** Mailboxes for the email product; 1 otherwise. */
  quantity: number;
  unitAmountCents: number;
  productName: string;
  /** 0 for no trial. A trial collects a card only if the buyer gives one (never charged without). */
  trialDays: number;
  /** A promotion code already checked against the provider's rules, or null. */
  promotionCode: ProviderPromotionCode | null;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

export interface BillingPortalLinkInput {
  /** The provider's customer the team's subscriptions belong to (Stripe: cus_...). */
  customerId: string;
  returnUrl: string;
  idempotencyKey: string;
}

export interface ProviderPromotionCode extends PromotionCodeTerms {
  /** The provider's id of the code (Stripe: promo_...). */
  id: string;
  /** False once retired. */
  active: boolean;
}

export type NewPromotionCode = Omit<PromotionCodeTerms, 'timesRedeemed'>;

/** A subscription as a provider event reports it; the product and team come from its metadata. */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  teamId: string;
  product: SubscriptionProductKey;
  period: BillingPeriod;
  quantity: number;
  status: SubscriptionStatus;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  hasPaymentMethod: boolean;
  promoCode: string;
}

/** A provider's webhook event, read: its id (for de-duplication), time and subscription. */
export interface PaymentEvent {
  id: string;
  type: string;
  createdAt: Date;
  /** Null for an event about anything but one of Sideline's subscriptions (ignored, but recorded). */
  subscription: ProviderSubscription | null;
  /** A payment of the subscription was refunded (type `charge.refunded`). */
  isRefund?: boolean;
  /**
   * A refund event names the charge, not the subscription: Stripe's `charge.refunded` is traced
   * charge → invoice → subscription (provider calls, made when the event is handled, outside its
   * transaction; a failure fails the delivery, which the provider retries). Resolves null for a
   * charge of anything but one of Sideline's subscriptions.
   */
  findRefundedSubscription?: () => Promise<ProviderSubscription | null>;
}

export interface ConnectedAccountInput {
  teamId: string;
  email: string;
  teamName: string;
}

export interface ConnectedAccountStatus {
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The provider's requirement ids still due before the account may take payments (Stripe's `requirements.currently_due`). */
  currentlyDue: string[];
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
