import {
  type DisputeStatus,
  disputeStatuses,
  type RefundStatus,
  subscriptionMessages,
} from '@sideline/domain';
import Stripe from 'stripe';
import { AppError } from '../errors.ts';
import type { StoreCheckoutSession, StorePaymentEvent, StorePaymentMethods } from './payment-provider.ts';

/**
 * The store on Stripe (decision 026): Checkout Sessions in payment mode created on the team's
 * connected account (direct charges, the `Stripe-Account` header), the platform fee as
 * `payment_intent_data.application_fee_amount`, an idempotency key on every write. The store's
 * events come from the Connect webhook endpoint, signed with its own secret.
 */
export function createStripeStorePayments(
  stripe: Stripe,
  connectWebhookSecret: string | undefined,
  call: <T>(request: () => Promise<T>) => Promise<T>,
): StorePaymentMethods {
  return {
    async createStoreCheckout(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            customer_email: input.customerEmail,
            client_reference_id: input.orderId,
            line_items: input.lines.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: 'usd',
                unit_amount: line.unitAmountCents,
                product_data: { name: line.name },
              },
            })),
            payment_intent_data: {
              application_fee_amount: input.applicationFeeCents,
              metadata: { orderId: input.orderId, teamId: input.teamId },
            },
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            metadata: { orderId: input.orderId, teamId: input.teamId },
          },
          { idempotencyKey: input.idempotencyKey, stripeAccount: input.accountId },
        ),
      );
      return readSession(session, input.accountId);
    },

    async retrieveStoreCheckout(accountId, sessionId) {
      try {
        return readSession(
          await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId }),
          accountId,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        return call(() => Promise.reject(error));
      }
    },

    parseStoreWebhookEvent(payload, signature) {
      let event: Stripe.Event;
      try {
        if (!connectWebhookSecret || !signature) throw new Error('no webhook secret or signature');
        event = stripe.webhooks.constructEvent(payload, signature, connectWebhookSecret);
      } catch {
        throw new AppError('bad_request', subscriptionMessages.webhookSignature);
      }
      return readStoreEvent(event);
    },
  };
}

function readSession(session: Stripe.Checkout.Session, accountId: string): StoreCheckoutSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? '',
    accountId,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountTotalCents: session.amount_total ?? 0,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function readStoreEvent(event: Stripe.Event): StorePaymentEvent {
  const base: StorePaymentEvent = {
    id: event.id,
    type: event.type,
    createdAt: new Date(event.created * 1000),
    accountId: event.account ?? null,
    session: null,
    dispute: null,
    refund: null,
    failure: null,
  };
  const accountId = event.account ?? '';
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...base, session: readSession(event.data.object, accountId) };
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        failure: {
          paymentIntentId: intent.id,
          orderId: intent.metadata?.orderId ?? null,
          message: intent.last_payment_error?.message ?? '',
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      return {
        ...base,
        dispute: {
          id: dispute.id,
          chargeId: idOf(dispute.charge) ?? '',
          paymentIntentId: idOf(dispute.payment_intent),
          amountCents: dispute.amount,
          reason: dispute.reason,
          status: (disputeStatuses as readonly string[]).includes(dispute.status)
            ? (dispute.status as DisputeStatus)
            : 'under_review',
          dueBy: dispute.evidence_details?.due_by ? new Date(dispute.evidence_details.due_by * 1000) : null,
        },
      };
    }
    case 'refund.created':
    case 'refund.updated':
    case 'charge.refund.updated': {
      const refund = event.data.object;
      const status: RefundStatus =
        refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled'
          ? refund.status
          : 'pending';
      return {
        ...base,
        refund: {
          id: refund.id,
          ourRefundId: refund.metadata?.refundId ?? null,
          paymentIntentId: idOf(refund.payment_intent),
          amountCents: refund.amount,
          status,
        },
      };
    }
    default:
      return base;
  }
}
