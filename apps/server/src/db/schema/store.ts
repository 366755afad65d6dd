import type { StoredImage } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import {
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
import { forms } from './forms.ts';
import { games } from './games.ts';

const emptyImage: StoredImage = { file: '', link: '' };

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
    /** Tickets on sale in total; null means no limit. */
    quantity: integer('quantity'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    venue: text('venue').notNull().default(''),
    /** Copied from the event or game so the ticket shows and expires without a join. */
    timeOfEvent: timestamp('time_of_event', { withTimezone: true }),
    endTimeOfEvent: timestamp('end_time_of_event', { withTimezone: true }),
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
    /** Unit price. */
    priceCents: integer('price_cents').notNull().default(0),
    /** Stock; null means made to order / no limit. */
    quantity: integer('quantity'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    featureImage: jsonb('feature_image').$type<StoredImage>().notNull().default(emptyImage),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    shippable: boolean('shippable').notNull().default(true),
    /** Flat shipping price per unit; 0 when not shippable. */
    shippingPriceCents: integer('shipping_price_cents').notNull().default(0),
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

export const orderKinds = ['product', 'ticket', 'form'] as const;
export type OrderKind = (typeof orderKinds)[number];
export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const fulfilmentStatuses = ['unfulfilled', 'shipped', 'delivered', 'cancelled'] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/**
 * A purchase in the team's store: products, tickets or a paid form (dues, registration,
 * donation). Amounts are integer US cents; the service fee follows the domain fee table.
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    /** Short number shown to the buyer and the team (unique per team). */
    orderNumber: text('order_number').notNull(),
    kind: text('kind').$type<OrderKind>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    serviceFeeCents: integer('service_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    /** sandbox | stripe, and the provider's ids (looked up by webhooks, across tenants). */
    paymentProvider: text('payment_provider').notNull().default('sandbox'),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
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
    uniqueIndex('orders_checkout_session_id_uq').on(t.checkoutSessionId),
    index('orders_payment_intent_id_idx').on(t.paymentIntentId),
  ],
);

/** One line of an order: a product (with its chosen options), tickets, or a paid form. */
export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    teamId: teamIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    ticketId: text('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    formId: text('form_id').references(() => forms.id, { onDelete: 'set null' }),
    /** Name and price as sold (the product may change later). */
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    totalCents: integer('total_cents').notNull(),
    /** Chosen option values by option title (Size: M). */
    options: jsonb('options').$type<Record<string, string>>().notNull().default({}),
    /** Sold-item status and shipping details (spec part 2 §3 "Product"). */
    fulfilmentStatus: text('fulfilment_status').$type<FulfilmentStatus>().notNull().default('unfulfilled'),
    shippingCarrier: text('shipping_carrier').notNull().default(''),
    shippingNumber: text('shipping_number').notNull().default(''),
    shippingUrl: text('shipping_url').notNull().default(''),
    /** For tickets: the code printed as a QR code and checked at /portal/scanticket. */
    ticketCode: text('ticket_code'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('order_items_team_id_idx').on(t.teamId),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    index('order_items_ticket_id_idx').on(t.ticketId),
    index('order_items_form_id_idx').on(t.formId),
    uniqueIndex('order_items_ticket_code_uq').on(t.ticketCode),
  ],
);
