/**
 * The states of the store's records (issue 22): one list each, used by the database schema, the
 * server and the portal.
 */

/** What an order line sells; each kind has its fulfilment hook on the server (storeItemKinds). */
export const storeItemKinds = ['product', 'ticket', 'form'] as const;
export type StoreItemKind = (typeof storeItemKinds)[number];

/**
 * An order's payment: `pending` while its checkout session is open (stock held), `paid` once the
 * payment completed it (exactly once), `expired` when the session ended unpaid (holds released; a
 * priced form stays as an abandoned checkout), `failed` when the provider refused the payment.
 * Cancelled orders stay `paid` with `cancelledAt` set (cancel keeps the money: no refund).
 */
export const orderStatuses = ['pending', 'paid', 'expired', 'failed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Which of the three paths completed a paid order (kept for support and tests). */
export const orderCompletionSources = ['return', 'webhook', 'sweep'] as const;
export type OrderCompletionSource = (typeof orderCompletionSources)[number];

/** A sold line's delivery (spec part 2 §3 "Product": sold-item status). */
export const fulfilmentStatuses = ['unfulfilled', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** A refund as the provider reports it. */
export const refundStatuses = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** A dispute's status, with Stripe's names (the sandbox uses the same). */
export const disputeStatuses = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** A payout to the team's bank, with Stripe's names. */
export const payoutStatuses = ['pending', 'in_transit', 'paid', 'failed', 'canceled'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** One admitted person's ticket: valid until checked in, or revoked (refund, cancellation). */
export const issuedTicketStatuses = ['valid', 'checked_in', 'revoked'] as const;
export type IssuedTicketStatus = (typeof issuedTicketStatuses)[number];

/**
 * A form submission's payment: `none` for a free form; a priced one is `pending` while its checkout
 * is open, `paid` with its order, `abandoned` when the checkout expired unpaid. (`unpaid` is what
 * submissions made before the store existed carry.)
 */
export const submissionPaymentStatuses = ['none', 'unpaid', 'pending', 'paid', 'abandoned'] as const;
export type SubmissionPaymentStatus = (typeof submissionPaymentStatuses)[number];

/** The payment providers an order can go through. */
export const storePaymentProviders = ['sandbox', 'stripe'] as const;
export type StorePaymentProvider = (typeof storePaymentProviders)[number];
