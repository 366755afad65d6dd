import type {
  DisputeEvidenceFileKind,
  DisputeStatus,
  FulfilmentStatus,
  IssuedTicketStatus,
  OrderCompletionSource,
  OrderStatus,
  RefundStatus,
  StoredImage,
  StoreItemKind,
  StorePaymentProvider,
} from '@sideline/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns.ts';
import { contentRecordColumns, sportsTypeColumn, teamIdColumn } from './content-columns.ts';
import { events } from './events.ts';
import { forms, submittedForms } from './forms.ts';
import { games } from './games.ts';

const emptyImage: StoredImage = { file: '', link: '' };

/**
 * What every priced choice of a store item has, a product's variants and a ticket's tiers alike
 * (review finding D6): its price, the units sold (raised at order completion, in the completing
 * transaction), its display position, and `deleted` for a choice that left its item but is kept
 * for the order lines that sold it.
 */
function pricedChoiceColumns() {
  return {
    id: idColumn(),
    teamId: teamIdColumn(),
    priceCents: integer('price_cents').notNull(),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps(),
  };
}

/** A priced choice's indexes: by team, and its item's choices in display order. */
function pricedChoiceIndexes(
  table: string,
  t: { teamId: AnyPgColumn; position: AnyPgColumn },
  item: AnyPgColumn,
) {
  return [
    index(`${table}_team_id_idx`).on(t.teamId),
    index(`${table}_${item.name}_idx`).on(item, t.position),
  ];
}

/** A choice a buyer makes for a product (Size: S, M, L). */
export interface ProductOption {
  id: string;
  title: string;
  values: string[];
}

/** Where an order is shipped (US addresses; country kept for completeness). */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/**
 * Store switches shared by tickets, products and forms sold in the store (spec part 2 §4): they
 * apply on save; taxable cannot change once saved (a service rule).
 */
const storeToggles = () => ({
  isPublic: boolean('is_public').notNull().default(true),
  available: boolean('available').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  taxable: boolean('taxable').notNull().default(false),
});

/** Tickets to an event or a game (spec part 2 §3 "Ticket"; the remaining fields are ours). */
export const tickets = pgTable(
  'tickets',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    gameId: text('game_id').references(() => games.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull().default(0),
    /** Total capacity over all tiers; null means no limit beyond the tiers' own. */
    quantity: integer('quantity'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    venue: text('venue').notNull().default(''),
    /** Copied from the event or game so the ticket shows and expires without a join. */
    timeOfEvent: timestamp('time_of_event', { withTimezone: true }),
    endTimeOfEvent: timestamp('end_time_of_event', { withTimezone: true }),
    /** When the ticket goes on sale and off sale (null: with the store's schedule). */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** Set when the event or game behind a sold ticket changed or went away (spec part 2 §4). */
    onTicketUpdateNeeded: boolean('on_ticket_update_needed').notNull().default(false),
    ...storeToggles(),
    ...contentRecordColumns(),
  },
  (t) => [
    index('tickets_team_id_idx').on(t.teamId),
    index('tickets_event_id_idx').on(t.eventId),
    index('tickets_game_id_idx').on(t.gameId),
  ],
);

/** Merchandise (spec part 2 §3 "Product"; full field list ours). Weight in pounds, sizes in inches. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    urlId: text('url_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    /**
     * The lowest variant price, kept in step by the service for lists and sorting; each variant
     * (product_variants) has its own price, SKU and stock.
     */
    priceCents: integer('price_cents').notNull().default(0),
    /** Units sold over all variants (kept in step at order completion): a sold product is never deleted. */
    quantitySold: integer('quantity_sold').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    shippable: boolean('shippable').notNull().default(true),
    /** Shipping charged once per order (the largest among the order's products); 0 when not shippable. */
    shippingPerOrderCents: integer('shipping_per_order_cents').notNull().default(0),
    /** Shipping charged per unit; 0 when not shippable. */
    shippingPerItemCents: integer('shipping_per_item_cents').notNull().default(0),
    weightLb: doublePrecision('weight_lb').notNull().default(0),
    lengthIn: doublePrecision('length_in').notNull().default(0),
    widthIn: doublePrecision('width_in').notNull().default(0),
    heightIn: doublePrecision('height_in').notNull().default(0),
    ...storeToggles(),
    ...contentRecordColumns(),
  },
  (t) => [
    index('products_team_id_idx').on(t.teamId),
    uniqueIndex('products_team_url_id_uq').on(t.teamId, t.urlId).where(sql`${t.deleted} = false`),
  ],
);

/**
 * One combination of a product's option values (Size: M) with its own price, SKU and stock (issue
 * 22). A product without options has one variant with no option values. Available to sell =
 * inventory − sold − unexpired holds (inventory_holds); null inventory means unlimited.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    ...pricedChoiceColumns(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Option values by option title ({ Size: 'M' }); {} for a product without options. */
    optionValues: jsonb('option_values').$type<Record<string, string>>().notNull().default({}),
    sku: text('sku').notNull().default(''),
    /** Units in stock; null means unlimited (made to order). */
    inventory: integer('inventory'),
  },
  (t) => pricedChoiceIndexes('product_variants', t, t.productId),
);

/**
 * A ticket's price tiers (Adult, Student), each with its price and capacity. The ticket's own
 * `quantity` caps all tiers together. Sold counts are raised at order completion.
 */
export const ticketTiers = pgTable(
  'ticket_tiers',
  {
    ...pricedChoiceColumns(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Admissions of this tier on sale; null means only the ticket's total caps it. */
    capacity: integer('capacity'),
  },
  (t) => pricedChoiceIndexes('ticket_tiers', t, t.ticketId),
);

/**
 * A purchase in the team's store: any mix of products, tickets and priced forms (dues,
 * registration, donation). Created `pending` when checkout starts (its stock held), completed
 * exactly once by whichever of the buyer's return, the webhook and the reconciliation sweep comes
 * first. Amounts are integer US cents (decision 026: the fee is the club's, from the item subtotal).
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    /** Short number shown to the buyer and the team (unique per team). */
    orderNumber: text('order_number').notNull(),
    /** The secret of the buyer's order page /order/{publicToken} (random, 32 bytes base64url). */
    publicToken: text('public_token').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The cart the order was checked out from (emptied when the order is paid). */
    cartId: text('cart_id'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** The buyer's payment: subtotal + shipping + tax. */
    totalCents: integer('total_cents').notNull().default(0),
    /** The platform fee (application fee) from the item subtotal; never refunded. */
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    /** What the club receives: total − fee (before refunds). */
    netCents: integer('net_cents').notNull().default(0),
    /** Sum of succeeded refunds. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** The provider and the team's connected account the charge is made on. */
    paymentProvider: text('payment_provider').$type<StorePaymentProvider>().notNull().default('sandbox'),
    connectedAccountId: text('connected_account_id'),
    /** The provider's ids (webhooks find the order by them, across tenants). */
    checkoutSessionId: text('checkout_session_id'),
    checkoutExpiresAt: timestamp('checkout_expires_at', { withTimezone: true }),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    completedVia: text('completed_via').$type<OrderCompletionSource>(),
    /** Why the payment failed, as the provider said it (for the buyer's page and the team). */
    failureMessage: text('failure_message').notNull().default(''),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reinstatedAt: timestamp('reinstated_at', { withTimezone: true }),
    notes: text('notes').notNull().default(''),
    sportsType: sportsTypeColumn(),
    deleted: boolean('deleted').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('orders_team_id_idx').on(t.teamId, t.timeCreated),
    uniqueIndex('orders_team_order_number_uq').on(t.teamId, t.orderNumber),
    uniqueIndex('orders_public_token_uq').on(t.publicToken),
    uniqueIndex('orders_checkout_session_id_uq').on(t.checkoutSessionId),
    index('orders_payment_intent_id_idx').on(t.paymentIntentId),
    index('orders_charge_id_idx').on(t.chargeId),
    /** The reconciliation sweep's scan: open checkouts by expiry. */
    index('orders_pending_idx').on(t.checkoutExpiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One line of an order: a product variant, a ticket tier, or a priced form submission. Name,
 * price and options are kept as sold (the product may change later).
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoreItemKind>().notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    ticketTierId: text('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'set null' }),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    submittedFormId: text('submitted_form_id').references(() => submittedForms.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull().default(''),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    totalCents: integer('total_cents').notNull(),
    taxable: boolean('taxable').notNull().default(false),
    shippable: boolean('shippable').notNull().default(false),
    /** Chosen option values by option title (Size: M). */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    /** Sold-item status and shipping details (spec part 2 §3 "Product"). */
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull().default('unfulfilled'),
    shippingCarrier: text('shipping_carrier').notNull().default(''),
    shippingNumber: text('shipping_number').notNull().default(''),
    shippingUrl: text('shipping_url').notNull().default(''),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('order_items_team_id_idx').on(t.teamId),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_variant_id_idx').on(t.variantId),
    index('order_items_ticket_id_idx').on(t.ticketId),
    index('order_items_ticket_tier_id_idx').on(t.ticketTierId),
    index('order_items_form_id_idx').on(t.formId),
    index('order_items_submitted_form_id_idx').on(t.submittedFormId),
  ],
);

/**
 * One admitted person's ticket, issued by the tickets service when its order completes (one row
 * per unit of a ticket line). `code` is what the QR code carries; `seed` lets the tickets area
 * derive rotating or signed codes without another table.
 */
export const issuedTickets = pgTable(
  'issued_tickets',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    ticketTierId: text('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    seed: text('seed').notNull(),
    holderName: text('holder_name').notNull().default(''),
    status: text('status').$type<IssuedTicketStatus>().notNull().default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('issued_tickets_team_id_idx').on(t.teamId, t.ticketId),
    index('issued_tickets_order_id_idx').on(t.orderId),
    index('issued_tickets_order_item_id_idx').on(t.orderItemId),
    index('issued_tickets_ticket_tier_id_idx').on(t.ticketTierId),
    uniqueIndex('issued_tickets_code_uq').on(t.code),
  ],
);

/**
 * A visitor's cart, kept on the server under a random id (the `sideline_cart` cookie holds it).
 * Prices are not stored: they are read again when the cart is shown and at checkout.
 */
export const carts = pgTable(
  'carts',
  {
    /** 32 random bytes, base64url: the cookie's value. */
    id: text('id').primaryKey(),
    teamId: teamIdColumn(),
    ...timestamps(),
  },
  (t) => [index('carts_team_id_idx').on(t.teamId, t.timeModified)],
);

/** One line of a cart: a variant or a ticket tier with a quantity, or a priced form submission. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoreItemKind>().notNull(),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    ticketTierId: text('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'cascade' }),
    /** A priced form's submission, `pending` until its order is paid. */
    submittedFormId: text('submitted_form_id').references(() => submittedForms.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    index('cart_items_team_id_idx').on(t.teamId),
    /** Adding the same variant or tier again merges into its line. */
    uniqueIndex('cart_items_cart_variant_uq').on(t.cartId, t.variantId),
    uniqueIndex('cart_items_cart_ticket_tier_uq').on(t.cartId, t.ticketTierId),
    uniqueIndex('cart_items_cart_submitted_form_uq').on(t.cartId, t.submittedFormId),
    index('cart_items_variant_id_idx').on(t.variantId),
    index('cart_items_ticket_tier_id_idx').on(t.ticketTierId),
    index('cart_items_submitted_form_id_idx').on(t.submittedFormId),
  ],
);

/**
 * Stock held for an open checkout: made when checkout starts (rows locked in primary-key order),
 * expiring with the checkout session, removed when the order completes (stock then counts as sold)
 * or expires. Available = inventory − sold − unexpired holds.
 */
export const inventoryHolds = pgTable(
  'inventory_holds',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    ticketTierId: text('ticket_tier_id').references(() => ticketTiers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('inventory_holds_team_id_idx').on(t.teamId),
    index('inventory_holds_order_id_idx').on(t.orderId),
    index('inventory_holds_variant_id_idx').on(t.variantId, t.expiresAt),
    index('inventory_holds_ticket_tier_id_idx').on(t.ticketTierId, t.expiresAt),
  ],
);

/** A refund of (part of) an order; several per order. The fee is never refunded (spec part 1 §9). */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The provider's refund id (re_...), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Sent with the provider write: a retried refund is the same refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason').notNull().default(''),
    /** The admin who refunded (null when the provider reported a refund made elsewhere). */
    createdByUserId: text('created_by_user_id'),
    ...timestamps(),
  },
  (t) => [
    index('refunds_team_id_idx').on(t.teamId, t.timeCreated),
    index('refunds_order_id_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_id_uq').on(t.providerRefundId),
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
  ],
);

/** A file sent as dispute evidence (a row of `files`, owned by the team). */
export interface DisputeEvidenceFile {
  kind: DisputeEvidenceFileKind;
  fileId: string;
  name: string;
}

/** A buyer's card dispute, as the provider's dispute webhooks report it; evidence submitted once. */
export const disputes = pgTable(
  'disputes',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    providerDisputeId: text('provider_dispute_id').notNull(),
    providerChargeId: text('provider_charge_id').notNull().default(''),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<DisputeStatus>().notNull(),
    /** The provider's deadline for evidence. */
    dueBy: timestamp('due_by', { withTimezone: true }),
    evidenceText: text('evidence_text').notNull().default(''),
    evidenceFiles: jsonb('evidence_files').$type<DisputeEvidenceFile[]>().notNull().default([]),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Creation time of the newest provider event applied: an older one arriving late changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('disputes_team_id_idx').on(t.teamId, t.timeCreated),
    index('disputes_order_id_idx').on(t.orderId),
    uniqueIndex('disputes_provider_dispute_id_uq').on(t.providerDisputeId),
  ],
);
