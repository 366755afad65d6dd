import type { DisputeEvidenceFileKind, PayoutStatus, RefundStatus } from '@sideline/domain';

/**
 * What the store's administration asks of the payment provider (issue 22, docs/decisions/
 * 027-store-administration.md): refunds of a charge made on the team's connected account, dispute
 * evidence, the account's balance and its payouts. Every write carries an idempotency key.
 */
export interface StoreMoneyProvider {
  /**
   * Refunds (part of) a charge on the connected account; the application fee stays with the
   * platform (refund_application_fee false). The same key answers the same refund.
   */
  refundCharge(input: RefundChargeInput): Promise<ProviderRefund>;
  /** Sends a dispute's evidence and submits it (the provider accepts it once). */
  submitDisputeEvidence(input: DisputeEvidenceInput): Promise<void>;
  /** The connected account's balance in USD cents. */
  getBalance(accountId: string): Promise<ProviderBalance>;
  /** The connected account's newest payouts (at most `limit`) and its payout schedule. */
  listPayouts(accountId: string, limit: number): Promise<ProviderPayouts>;
}

export interface RefundChargeInput {
  accountId: string;
  /** The charge or payment intent the order was paid with. */
  chargeId: string;
  amountCents: number;
  reason: string;
  /** Our order id, kept on the refund's metadata. */
  orderId: string;
  /** Our refund's id, kept on the refund's metadata: a webhook that comes before the call answers finds it. */
  refundId: string;
  idempotencyKey: string;
}

export interface ProviderRefund {
  id: string;
  status: RefundStatus;
}

export interface DisputeEvidenceInput {
  accountId: string;
  disputeId: string;
  text: string;
  /** The files attached, at most one of each kind; the provider receives their content. */
  files: DisputeEvidenceFileInput[];
  idempotencyKey: string;
}

export interface DisputeEvidenceFileInput {
  kind: DisputeEvidenceFileKind;
  name: string;
  contentType: string;
  data: Buffer;
}

export interface ProviderBalance {
  availableCents: number;
  pendingCents: number;
}

export interface ProviderPayout {
  id: string;
  amountCents: number;
  /** When the provider made the payout (it leaves the balance then). */
  createdAt: Date;
  /** When the bank is expected to show it. */
  arrivalDate: Date;
  status: PayoutStatus;
}

export interface ProviderPayouts {
  payouts: ProviderPayout[];
  /** "Daily, 2 days after payment", "Weekly on Monday", "Manual". */
  schedule: string;
}
