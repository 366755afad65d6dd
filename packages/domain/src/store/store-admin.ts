import { z } from 'zod';
import { optionalLineSchema } from '../content/content-fields.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { isWebAddress } from '../website/website-design.ts';
import { disputeMessages, refundMessages } from './store-messages.ts';
import type {
  DisputeStatus,
  FulfilmentStatus,
  OrderStatus,
  PayoutStatus,
  StoreItemKind,
} from './store-states.ts';

/**
 * The store's administration (issue 22, the portal half; docs/decisions/027-store-administration.md):
 * the order filters, the order-state rules shared by the server and the portal (what an order
 * counts as, what can still be refunded, what a refund costs the club), and the request schemas.
 */

/** The order list's filters (spec: open, fulfilled, cancelled, refunded). */
export const orderFilters = ['open', 'fulfilled', 'cancelled', 'refunded'] as const;
export type OrderFilter = (typeof orderFilters)[number];

/** What the filters read of an order (paid orders only: pending, expired and failed never show). */
export interface OrderStateFacts {
  totalCents: number;
  refundedCents: number;
  serviceFeeCents: number;
  cancelledAt: Date | string | null;
  /** Fulfilment of the order's lines (ticket and form lines count as fulfilled when paid). */
  lines: readonly { kind: StoreItemKind; fulfilmentStatus: FulfilmentStatus }[];
}

/** A line the team still has to ship: a product line not shipped, delivered or cancelled. */
export function lineNeedsFulfilment(line: OrderStateFacts['lines'][number]): boolean {
  return line.kind === 'product' && line.fulfilmentStatus === 'unfulfilled';
}

/**
 * The one filter an order is listed under: refunded (refunded in full) before cancelled (kept its
 * money) before fulfilled (nothing left to ship) before open.
 */
export function orderFilterOf(order: OrderStateFacts): OrderFilter {
  if (order.totalCents > 0 && order.refundedCents >= order.totalCents) return 'refunded';
  if (order.cancelledAt) return 'cancelled';
  return order.lines.some(lineNeedsFulfilment) ? 'open' : 'fulfilled';
}

/** What is left to refund of an order: its total less the refunds made. */
export function refundableCents(order: Pick<OrderStateFacts, 'totalCents' | 'refundedCents'>): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

/**
 * What a refund does to the club's money (spec part 1 §9: fees are non-refundable). The buyer gets
 * `amountCents` back out of the club's balance; the platform fee stays taken, so after a full
 * refund the club is out the fee.
 */
export interface RefundPreview {
  amountCents: number;
  /** The platform fee of the order, kept whatever is refunded. */
  feeKeptCents: number;
  /** What the club keeps of the order after this refund: total − fee − all refunds. */
  clubKeepsCents: number;
  /** Still refundable after this refund. */
  remainingRefundableCents: number;
}

export function previewRefund(
  order: Pick<OrderStateFacts, 'totalCents' | 'refundedCents' | 'serviceFeeCents'>,
  amountCents: number,
): RefundPreview {
  const refunded = order.refundedCents + amountCents;
  return {
    amountCents,
    feeKeptCents: order.serviceFeeCents,
    clubKeepsCents: order.totalCents - order.serviceFeeCents - refunded,
    remainingRefundableCents: Math.max(0, order.totalCents - refunded),
  };
}

/** The problem with a refund amount, or null (the server checks again under the order's lock). */
export function refundAmountProblem(
  order: Pick<OrderStateFacts, 'totalCents' | 'refundedCents'>,
  amountCents: number,
): string | null {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return refundMessages.enterAmount;
  const left = refundableCents(order);
  return amountCents > left ? refundMessages.tooLarge(left) : null;
}

/** POST /api/store-admin/orders/:id/refunds. The key is made once per refund the admin confirms. */
export const refundRequestSchema = z.object({
  amountCents: z
    .number({ error: refundMessages.enterAmount })
    .int(refundMessages.enterAmount)
    .min(1, refundMessages.enterAmount),
  reason: visibleTextSchema({
    field: 'reason',
    max: 500,
    missingMessage: refundMessages.enterReason,
    multiline: true,
  }),
  idempotencyKey: z.string().trim().min(16).max(100),
});
export type RefundRequestBody = z.input<typeof refundRequestSchema>;

export const fulfilmentMessages = {
  shipped: 'Marked as shipped. We emailed the buyer the tracking details.',
  enterCarrier: 'Please enter the carrier',
  enterTrackingNumber: 'Please enter the tracking number',
  trackingLinkInvalid: 'Please enter the tracking link as a full https:// address',
  nothingToShip: 'Choose at least one item of this order to ship',
  alreadyShipped: 'These items were already marked as shipped',
  /** Items that are not shipped (picked up at the rink, say) are handed over instead. */
  pickedUp: 'Marked as picked up.',
  nothingToHandOver: 'Choose at least one item of this order that is picked up rather than shipped',
  alreadyHandedOver: 'These items were already marked as picked up',
} as const;

/** POST /api/store-admin/orders/:id/hand-over: the lines that are not shipped, given to the buyer. */
export const handOverOrderSchema = z.object({
  itemIds: z.array(z.string().trim().min(1).max(100)).min(1, fulfilmentMessages.nothingToHandOver).max(200),
});
export type HandOverOrderBody = z.input<typeof handOverOrderSchema>;

/** POST /api/store-admin/orders/:id/fulfil: the lines shipped together, with their tracking. */
export const fulfilOrderSchema = z.object({
  itemIds: z.array(z.string().trim().min(1).max(100)).min(1, fulfilmentMessages.nothingToShip).max(200),
  carrier: visibleTextSchema({ field: 'carrier', max: 60, missingMessage: fulfilmentMessages.enterCarrier }),
  trackingNumber: visibleTextSchema({
    field: 'tracking number',
    max: 100,
    missingMessage: fulfilmentMessages.enterTrackingNumber,
  }),
  trackingUrl: z
    .string()
    .trim()
    .max(500, fulfilmentMessages.trackingLinkInvalid)
    .refine(
      (url) => url === '' || (url.startsWith('https://') && isWebAddress(url)),
      fulfilmentMessages.trackingLinkInvalid,
    )
    .default(''),
});
export type FulfilOrderBody = z.input<typeof fulfilOrderSchema>;

export const orderMessages = {
  cancelled: 'Order cancelled. We let the buyer know; no money was refunded.',
  reinstated: 'Order reinstated. We let the buyer know.',
  notesSaved: 'Notes saved.',
  notPaid: 'Only paid orders can be changed.',
  alreadyCancelled: 'This order is already cancelled.',
  notCancelled: 'Only a cancelled order can be reinstated.',
  fullyRefunded: 'This order was refunded in full.',
  noCharge: 'This order has no card payment to refund.',
} as const;

/** PUT /api/store-admin/orders/:id/notes: the team's own notes (never shown to the buyer). */
export const orderNotesSchema = z.object({ notes: optionalLineSchema('notes', 4000) });

/**
 * The files a card issuer takes as dispute evidence, one of each kind (Stripe's evidence file
 * fields; the sandbox keeps the same ones).
 */
export const disputeEvidenceFileKinds = [
  'receipt',
  'shipping_documentation',
  'customer_communication',
  'uncategorized_file',
] as const;
export type DisputeEvidenceFileKind = (typeof disputeEvidenceFileKinds)[number];

export const disputeEvidenceFileLabels: Record<DisputeEvidenceFileKind, string> = {
  receipt: 'Receipt',
  shipping_documentation: 'Proof of shipping or delivery',
  customer_communication: 'Messages with the buyer',
  uncategorized_file: 'Other document',
};

/** What the providers take as an evidence file: PDF, JPEG or PNG, at most 5 MB. */
export const disputeEvidenceFileRules = {
  maxBytes: 5 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
} as const;

/** POST /api/store-admin/disputes/:id/evidence: text and files, sent to the provider once. */
export const disputeEvidenceSchema = z
  .object({
    text: z.string().trim().max(20_000).default(''),
    files: z
      .array(z.object({ kind: z.enum(disputeEvidenceFileKinds), fileId: z.string().trim().min(1).max(100) }))
      .max(disputeEvidenceFileKinds.length)
      .refine(
        (files) => new Set(files.map((f) => f.kind)).size === files.length,
        disputeMessages.oneFileOfAKind,
      )
      .default([]),
  })
  .refine((evidence) => evidence.text !== '' || evidence.files.length > 0, {
    path: ['text'],
    message: disputeMessages.enterEvidence,
  });
export type DisputeEvidenceBody = z.input<typeof disputeEvidenceSchema>;

// ---- Answers of the store-admin routes (the portal reads them as they are) ----

export interface StoreOrderLine {
  id: string;
  kind: StoreItemKind;
  name: string;
  sku: string;
  options: Record<string, string>;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** False for an item the buyer picks up: it is handed over, not shipped. */
  shippable: boolean;
  fulfilmentStatus: FulfilmentStatus;
  shippingCarrier: string;
  shippingNumber: string;
  shippingUrl: string;
  fulfilledAt: string | null;
}

export interface StoreOrderSummary {
  id: string;
  orderNumber: string;
  status: OrderStatus;
  filter: OrderFilter;
  customerName: string;
  customerEmail: string;
  totalCents: number;
  serviceFeeCents: number;
  refundedCents: number;
  paidAt: string | null;
  itemCount: number;
}

export interface StoreRefund {
  id: string;
  amountCents: number;
  reason: string;
  status: string;
  createdAt: string;
}

export interface StoreOrderDetail extends StoreOrderSummary {
  customerPhone: string;
  shippingAddress: {
    name: string;
    line1: string;
    line2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  } | null;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  netCents: number;
  paymentProvider: string;
  chargeId: string | null;
  cancelledAt: string | null;
  notes: string;
  items: StoreOrderLine[];
  refunds: StoreRefund[];
}

export interface StoreDispute {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  amountCents: number;
  reason: string;
  status: DisputeStatus;
  dueBy: string | null;
  evidenceText: string;
  evidenceFiles: { kind: DisputeEvidenceFileKind; fileId: string; name: string }[];
  submittedAt: string | null;
}

export interface StorePayout {
  id: string;
  amountCents: number;
  /** When the payout left the balance. */
  createdAt: string;
  /** When the bank is expected to show it. */
  arrivalDate: string;
  status: PayoutStatus;
}

export interface StoreMoney {
  availableCents: number;
  pendingCents: number;
  payouts: StorePayout[];
  /** The payout schedule as the provider states it ("Daily, 2 days after payment"). */
  schedule: string;
}

export interface StoreSalesTotals {
  orders: number;
  salesCents: number;
  feeCents: number;
}

export interface StoreOverview {
  today: StoreSalesTotals;
  week: StoreSalesTotals;
  season: StoreSalesTotals;
  ordersToFulfil: number;
  money: StoreMoney | null;
  /** Why the balance could not be read (the provider was unreachable), or ''. */
  moneyProblem: string;
}

export const storeProductVariantSchema = z.object({
  id: z.string(),
  optionValues: z.record(z.string(), z.string()),
  priceCents: z.number().int(),
  sku: z.string(),
  /** null: unlimited. */
  inventory: z.number().int().nullable(),
  sold: z.number().int(),
});
export type StoreProductVariant = z.infer<typeof storeProductVariantSchema>;

/** GET /api/store-admin/products/:id: a product with its options and live variants. */
export const storeProductSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  featureImage: storedImageSchema,
  images: z.array(storedImageSchema),
  options: z.array(z.object({ title: z.string(), values: z.array(z.string()) })),
  variants: z.array(storeProductVariantSchema),
  priceCents: z.number().int(),
  quantitySold: z.number().int(),
  maxPerOrder: z.number().int(),
  taxable: z.boolean(),
  shippable: z.boolean(),
  shippingPerOrderCents: z.number().int(),
  shippingPerItemCents: z.number().int(),
  weightLb: z.number(),
  lengthIn: z.number(),
  widthIn: z.number(),
  heightIn: z.number(),
  featured: z.boolean(),
  isPublic: z.boolean(),
  available: z.boolean(),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const productAdminMessages = {
  addressTaken: 'Another of your products already uses this address. Please choose another one.',
} as const;
