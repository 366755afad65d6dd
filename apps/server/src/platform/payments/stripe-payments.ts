import { randomUUID } from 'node:crypto';
import {
  type BillingPeriod,
  type SubscriptionProductKey,
  type SubscriptionStatus,
  subscriptionMessages,
  subscriptionProductKeys,
} from '@sideline/domain';
import Stripe from 'stripe';
import { AppError } from '../errors.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderPromotionCode,
  type ProviderSubscription,
  paymentProviderError,
  paymentProviderUnavailableMessage,
} from './payment-provider.ts';
import { callStripe as call } from './stripe-call.ts';
import { createStripeStorePayments } from './stripe-store.ts';
import { createStripeStoreMoney } from './stripe-store-money.ts';

export interface StripeSettings {
  secretKey: string;
  /** The signing secret of the webhook endpoint (whsec_...): events without it are refused. */
  webhookSecret?: string;
  /** The signing secret of the Connect endpoint (the store's events on connected accounts). */
  connectWebhookSecret?: string;
  /** A local stand-in for the Stripe API (tests, offline runs); absent means api.stripe.com. */
  apiHost?: string;
  apiPort?: number;
  apiProtocol?: 'http' | 'https';
  /** The origin of Stripe Checkout's hosted pages when not Stripe's own (a custom domain, a stand-in). */
  checkoutOrigin?: string;
}

/**
 * Stripe Connect: Express accounts onboarded on Stripe's hosted pages; Sideline's own
 * subscriptions through Checkout in subscription mode, with prices given inline per product.
 */
export type StripePaymentProvider = PaymentProvider & { readonly kind: 'stripe' };

/** Where Stripe Checkout's hosted pages live, unless the account uses a custom domain for them. */
const stripeCheckoutOrigin = 'https://checkout.stripe.com';

export function createStripePaymentProvider(settings: StripeSettings): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.apiHost ? { host: settings.apiHost } : {}),
    ...(settings.apiPort ? { port: settings.apiPort } : {}),
    ...(settings.apiProtocol ? { protocol: settings.apiProtocol } : {}),
    maxNetworkRetries: settings.apiHost ? 0 : 2,
    appInfo: { name: 'Sideline' },
  });

  return {
    kind: 'stripe',
    checkoutOrigin: settings.checkoutOrigin ?? stripeCheckoutOrigin,
    ...createStripeStorePayments(stripe, settings.connectWebhookSecret, call),
    ...createStripeStoreMoney(stripe),
    async createConnectedAccount({ teamId, email, teamName }) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            business_profile: { name: teamName },
            metadata: { teamId },
          },
          { idempotencyKey: connectedAccountIdempotencyKey(teamId) },
        ),
      );
      return { accountId: account.id };
    },
    async createOnboardingLink(accountId, returnUrl, refreshUrl) {
      const link = await call(() =>
        stripe.accountLinks.create(
          {
            account: accountId,
            type: 'account_onboarding',
            return_url: returnUrl,
            refresh_url: refreshUrl,
          },
          { idempotencyKey: onboardingLinkIdempotencyKey(accountId) },
        ),
      );
      return { url: link.url };
    },
    async getAccountStatus(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId));
      return {
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
        currentlyDue: account.requirements?.currently_due ?? [],
      };
    },
    async createSubscriptionCheckout(input) {
      const metadata = {
        teamId: input.teamId,
        product: input.product,
        period: input.period,
        promoCode: input.promotionCode?.code ?? '',
      };
      const isTrial = input.trialDays > 0;
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer_email: input.customerEmail,
            line_items: [
              {
                quantity: input.quantity,
                price_data: {
                  currency: 'usd',
                  unit_amount: input.unitAmountCents,
                  recurring: { interval: input.period },
                  product_data: { name: input.productName },
                },
              },
            ],
            // The spec's payload allows codes on the hosted page; a code the admin entered in the
            // portal is applied instead (Stripe accepts one or the other).
            ...(input.promotionCode
              ? { discounts: [{ promotion_code: input.promotionCode.id }] }
              : { allow_promotion_codes: true }),
            // A trial asks for a card only if the buyer wants to give one; without a card the
            // subscription pauses when the trial ends, and nobody is charged.
            ...(isTrial ? { payment_method_collection: 'if_required' as const } : {}),
            subscription_data: {
              metadata,
              ...(isTrial
                ? {
                    trial_period_days: input.trialDays,
                    trial_settings: { end_behavior: { missing_payment_method: 'pause' as const } },
                  }
                : {}),
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw paymentProviderError(paymentProviderUnavailableMessage);
      return { sessionId: session.id, url: session.url };
    },
    async findPromotionCode(code) {
      const list = await call(() =>
        stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }),
      );
      const found = list.data[0];
      return found ? readStripePromotionCode(found) : null;
    },
    async listPromotionCodes() {
      const list = await call(() =>
        stripe.promotionCodes.list({ limit: 100, expand: ['data.promotion.coupon'] }),
      );
      return list.data.map(readStripePromotionCode);
    },
    async createPromotionCode(terms, idempotencyKey) {
      const coupon = await call(() =>
        stripe.coupons.create(
          terms.percentOff !== null
            ? { percent_off: terms.percentOff, duration: 'once' }
            : { amount_off: terms.amountOffCents ?? 0, currency: 'usd', duration: 'once' },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        ),
      );
      const created = await call(() =>
        stripe.promotionCodes.create(
          {
            promotion: { type: 'coupon', coupon: coupon.id },
            code: terms.code,
            ...(terms.maxRedemptions !== null ? { max_redemptions: terms.maxRedemptions } : {}),
            ...(terms.expiresAt ? { expires_at: Math.floor(terms.expiresAt.getTime() / 1000) } : {}),
            restrictions: { first_time_transaction: terms.firstTimeOnly },
          },
          { idempotencyKey },
        ),
      );
      return readStripePromotionCode({ ...created, promotion: { ...created.promotion, coupon } });
    },
    async retirePromotionCode(id, idempotencyKey) {
      await call(() => stripe.promotionCodes.update(id, { active: false }, { idempotencyKey }));
    },
    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd, idempotencyKey) {
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancelAtPeriodEnd },
          { idempotencyKey },
        ),
      );
    },
    async cancelSubscriptionNow(subscriptionId, idempotencyKey) {
      await call(() => stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey }));
    },
    async createBillingPortalLink({ customerId, returnUrl, idempotencyKey }) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create(
          { customer: customerId, return_url: returnUrl },
          { idempotencyKey },
        ),
      );
      return { url: session.url };
    },
    parseWebhookEvent(payload, signature) {
      let event: Stripe.Event;
      try {
        if (!settings.webhookSecret || !signature) throw new Error('no webhook secret or signature');
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch {
        throw new AppError('bad_request', subscriptionMessages.webhookSignature);
      }
      return readStripeEvent(event, (paymentIntentId) => findSubscriptionOfPayment(paymentIntentId));
    },
  };

  /**
   * The subscription a payment was for: the invoice it paid (`GET /v1/invoice_payments`), that
   * invoice's subscription (`GET /v1/invoices/:id`), then the subscription itself, whose metadata
   * names the team. Null when the payment paid no invoice of one of Sideline's subscriptions.
   */
  async function findSubscriptionOfPayment(paymentIntentId: string): Promise<ProviderSubscription | null> {
    const invoicePayments = await call(() =>
      stripe.invoicePayments.list({
        payment: { type: 'payment_intent', payment_intent: paymentIntentId },
        limit: 1,
      }),
    );
    const invoice = invoicePayments.data[0]?.invoice;
    if (!invoice) return null;
    const invoiceId = typeof invoice === 'string' ? invoice : invoice.id;
    if (!invoiceId) return null;
    const found = await call(() => stripe.invoices.retrieve(invoiceId));
    const subscription = found.parent?.subscription_details?.subscription;
    if (!subscription) return null;
    const subscriptionId = typeof subscription === 'string' ? subscription : subscription.id;
    return readStripeSubscription(await call(() => stripe.subscriptions.retrieve(subscriptionId)));
  }
}

/** The subscription events Sideline acts on; any other event is recorded and ignored. */
const subscriptionEventTypes = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

/** A promotion code as the provider interface reads it (its coupon expanded). */
function readStripePromotionCode(found: Stripe.PromotionCode): ProviderPromotionCode {
  const coupon = typeof found.promotion.coupon === 'object' ? found.promotion.coupon : null;
  return {
    id: found.id,
    code: found.code,
    percentOff: coupon?.percent_off ?? null,
    amountOffCents: coupon?.amount_off ?? null,
    expiresAt: found.expires_at ? new Date(found.expires_at * 1000) : null,
    maxRedemptions: found.max_redemptions,
    timesRedeemed: found.times_redeemed,
    firstTimeOnly: found.restrictions.first_time_transaction,
    active: found.active,
  };
}

function readStripeEvent(
  event: Stripe.Event,
  findSubscriptionOfPayment: (paymentIntentId: string) => Promise<ProviderSubscription | null>,
): PaymentEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  // A refund on Sideline's own account (a connected account's, `account` set, is a store refund).
  if (event.type === 'charge.refunded' && !event.account) {
    const charge = event.data.object as Stripe.Charge;
    const paymentIntent = charge.payment_intent;
    const paymentIntentId = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
    return {
      ...base,
      subscription: null,
      isRefund: true,
      ...(paymentIntentId
        ? { findRefundedSubscription: () => findSubscriptionOfPayment(paymentIntentId) }
        : {}),
    };
  }
  if (!subscriptionEventTypes.has(event.type)) return { ...base, subscription: null };
  return { ...base, subscription: readStripeSubscription(event.data.object as Stripe.Subscription) };
}

/** A subscription Sideline's checkout made carries its team and product in its metadata. */
function readStripeSubscription(subscription: Stripe.Subscription): ProviderSubscription | null {
  const { teamId, product, period, promoCode } = subscription.metadata;
  if (!teamId || !subscriptionProductKeys.includes(product as SubscriptionProductKey)) return null;
  const item = subscription.items.data[0];
  const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    teamId,
    product: product as SubscriptionProductKey,
    period: (period === 'year' ? 'year' : 'month') satisfies BillingPeriod,
    quantity: item?.quantity ?? 1,
    status: statusOf(subscription.status),
    trialEnd: seconds(subscription.trial_end),
    currentPeriodEnd: seconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    hasPaymentMethod: subscription.default_payment_method !== null,
    promoCode: promoCode ?? '',
  };
}

/** Stripe's statuses, reduced to Sideline's (an unpaid or incomplete one keeps nothing running). */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'paused':
      return 'paused';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'none';
    default:
      return 'canceled';
  }
}

/**
 * One connected account per team: two concurrent "set up payments" requests send the same key, so
 * Stripe answers both with the one account (within its 24-hour key window; after that the
 * database's `stripe_account_id IS NULL` guard keeps the first).
 */
export function connectedAccountIdempotencyKey(teamId: string): string {
  return `connected-account:${teamId}`;
}

/**
 * One key per onboarding-link request: the SDK's own retries of that request reuse it, so a
 * retried call never makes a second link; the next request gets a new key, because a link is
 * single-use and expires within minutes (an admin who comes back needs a fresh one).
 */
export function onboardingLinkIdempotencyKey(accountId: string): string {
  return `account-link:${accountId}:${randomUUID()}`;
}
