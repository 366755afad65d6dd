import type { PayoutStatus, RefundStatus } from '@sideline/domain';
import type Stripe from 'stripe';
import type { StoreMoneyProvider } from './store-money-provider.ts';
import { callStripe } from './stripe-call.ts';

const weekdays: Record<string, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Stripe's payout schedule in words ("Daily, 2 days after payment", "Weekly on Monday", "Manual"). */
export function describePayoutSchedule(
  schedule: Stripe.Account.Settings.Payouts.Schedule | undefined,
): string {
  if (!schedule) return 'Manual';
  const delay = `${schedule.delay_days} ${schedule.delay_days === 1 ? 'day' : 'days'} after payment`;
  switch (schedule.interval) {
    case 'daily':
      return `Daily, ${delay}`;
    case 'weekly':
      return `Weekly on ${weekdays[schedule.weekly_anchor ?? 'monday'] ?? 'Monday'}`;
    case 'monthly':
      return `Monthly on day ${schedule.monthly_anchor ?? 1}`;
    default:
      return 'Manual';
  }
}

const usdCents = (amounts: readonly { amount: number; currency: string }[]) =>
  amounts.filter((a) => a.currency === 'usd').reduce((sum, a) => sum + a.amount, 0);

/**
 * Stripe's side of the store's administration: direct charges live on the connected account, so
 * every call carries `stripeAccount`; refunds keep the application fee (refund_application_fee
 * false) and carry the caller's idempotency key.
 */
export function createStripeStoreMoney(stripe: Stripe): StoreMoneyProvider {
  return {
    async refundCharge(input) {
      const refund = await callStripe(() =>
        stripe.refunds.create(
          {
            ...(input.chargeId.startsWith('pi_')
              ? { payment_intent: input.chargeId }
              : { charge: input.chargeId }),
            amount: input.amountCents,
            refund_application_fee: false,
            metadata: {
              orderId: input.orderId,
              refundId: input.refundId,
              reason: input.reason.slice(0, 500),
            },
          },
          { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: refund.id, status: (refund.status ?? 'pending') as RefundStatus };
    },

    async submitDisputeEvidence(input) {
      // Each file is uploaded to the connected account first (purpose dispute_evidence); the
      // evidence then names it in its field. Every upload has its own key derived from the call's.
      const uploaded = await Promise.all(
        input.files.map(async (file) => {
          const stored = await callStripe(() =>
            stripe.files.create(
              {
                purpose: 'dispute_evidence',
                file: { data: file.data, name: file.name, type: file.contentType },
              },
              { stripeAccount: input.accountId, idempotencyKey: `${input.idempotencyKey}:${file.kind}` },
            ),
          );
          return [file.kind, stored.id] as const;
        }),
      );
      await callStripe(() =>
        stripe.disputes.update(
          input.disputeId,
          {
            evidence: {
              ...(input.text ? { uncategorized_text: input.text } : {}),
              ...Object.fromEntries(uploaded),
            },
            submit: true,
          },
          { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
        ),
      );
    },

    async getBalance(accountId) {
      const balance = await callStripe(() => stripe.balance.retrieve({}, { stripeAccount: accountId }));
      return { availableCents: usdCents(balance.available), pendingCents: usdCents(balance.pending) };
    },

    async listPayouts(accountId, limit) {
      const [payouts, account] = await Promise.all([
        callStripe(() => stripe.payouts.list({ limit }, { stripeAccount: accountId })),
        callStripe(() => stripe.accounts.retrieve(accountId)),
      ]);
      return {
        payouts: payouts.data.map((p) => ({
          id: p.id,
          amountCents: p.amount,
          createdAt: new Date(p.created * 1000),
          arrivalDate: new Date(p.arrival_date * 1000),
          status: p.status as PayoutStatus,
        })),
        schedule: describePayoutSchedule(account.settings?.payouts?.schedule),
      };
    },
  };
}
