import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  cartItems,
  carts,
  disputes,
  inventoryHolds,
  orderItems,
  orders,
  products,
  productVariants,
  refunds,
} from '../../db/schema/store.ts';
import { teamStoreActivation, teams } from '../../db/schema/teams.ts';
import type { StoreRefundReport } from '../../platform/payments/payment-provider.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';
import type { StoreOrderRow } from './store-item-kinds.ts';

/** What a cart line holds: a product variant or a ticket tier. */
export type CartItemRef = { kind: 'product'; variantId: string } | { kind: 'ticket'; ticketTierId: string };

export type VariantForSale = Awaited<
  ReturnType<ReturnType<typeof createStoreRepository>['findVariantsForSale']>
>[number];

/** The store's tables for one team (every query is scoped by whereTeam). */
export function createStoreRepository(db: DbOrTx, scope: TeamScope) {
  return {
    /** Variants with their product, for sale or not (the caller checks the switches). */
    async findVariantsForSale(variantIds: readonly string[]) {
      if (variantIds.length === 0) return [];
      return db
        .select({
          variantId: productVariants.id,
          productId: products.id,
          name: products.name,
          optionValues: productVariants.optionValues,
          sku: productVariants.sku,
          priceCents: productVariants.priceCents,
          inventory: productVariants.inventory,
          sold: productVariants.sold,
          maxPerOrder: products.maxPerOrder,
          taxable: products.taxable,
          shippable: products.shippable,
          shippingPerOrderCents: products.shippingPerOrderCents,
          shippingPerItemCents: products.shippingPerItemCents,
          onSale: sql<boolean>`${products.isPublic} and ${products.available} and ${products.published} and not ${products.deleted} and not ${productVariants.deleted}`,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(whereTeam(productVariants, scope, inArray(productVariants.id, [...variantIds])));
    },

    async findCart(cartId: string) {
      const [cart] = await db
        .select()
        .from(carts)
        .where(whereTeam(carts, scope, eq(carts.id, cartId)));
      return cart ?? null;
    },

    async createCart(cartId: string) {
      await db.insert(carts).values({ id: cartId, teamId: scope.teamId });
    },

    async listCartItems(cartId: string) {
      return db
        .select()
        .from(cartItems)
        .where(whereTeam(cartItems, scope, eq(cartItems.cartId, cartId)))
        .orderBy(asc(cartItems.timeCreated), asc(cartItems.id));
    },

    /**
     * Adds to the line of the variant or ticket tier, or makes one (merged quantities); answers the
     * line's new quantity.
     */
    async addLine(cartId: string, item: CartItemRef, quantity: number): Promise<number> {
      const values = { teamId: scope.teamId, cartId, quantity };
      const merged = (target: typeof cartItems.variantId | typeof cartItems.ticketTierId) => ({
        target: [cartItems.cartId, target],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, timeModified: new Date() },
      });
      const [line] = await (item.kind === 'product'
        ? db
            .insert(cartItems)
            .values({ ...values, kind: 'product', variantId: item.variantId })
            .onConflictDoUpdate(merged(cartItems.variantId))
        : db
            .insert(cartItems)
            .values({ ...values, kind: 'ticket', ticketTierId: item.ticketTierId })
            .onConflictDoUpdate(merged(cartItems.ticketTierId))
      ).returning({ quantity: cartItems.quantity });
      await db
        .update(carts)
        .set({ timeModified: new Date() })
        .where(whereTeam(carts, scope, eq(carts.id, cartId)));
      return line?.quantity ?? quantity;
    },

    async setLineQuantity(cartId: string, lineId: string, quantity: number): Promise<boolean> {
      const where = whereTeam(cartItems, scope, eq(cartItems.cartId, cartId), eq(cartItems.id, lineId));
      const changed =
        quantity === 0
          ? await db.delete(cartItems).where(where).returning({ id: cartItems.id })
          : await db.update(cartItems).set({ quantity }).where(where).returning({ id: cartItems.id });
      return changed.length > 0;
    },

    async removeLines(lineIds: readonly string[]) {
      if (lineIds.length === 0) return;
      await db.delete(cartItems).where(whereTeam(cartItems, scope, inArray(cartItems.id, [...lineIds])));
    },

    /**
     * Locks the variants in primary-key order (so two checkouts never wait on each other in a
     * cycle) and answers what each can still sell: inventory − sold − unexpired holds.
     */
    async lockAvailability(
      tx: Tx,
      variantIds: readonly string[],
      now: Date,
    ): Promise<Map<string, number | null>> {
      const ids = [...new Set(variantIds)].sort();
      if (ids.length === 0) return new Map();
      const locked = await tx
        .select({ id: productVariants.id, inventory: productVariants.inventory, sold: productVariants.sold })
        .from(productVariants)
        .where(whereTeam(productVariants, scope, inArray(productVariants.id, ids)))
        .orderBy(asc(productVariants.id))
        .for('update');
      const held = await tx
        .select({
          variantId: inventoryHolds.variantId,
          quantity: sql<number>`sum(${inventoryHolds.quantity})::int`,
        })
        .from(inventoryHolds)
        .where(
          whereTeam(
            inventoryHolds,
            scope,
            inArray(inventoryHolds.variantId, ids),
            gt(inventoryHolds.expiresAt, now),
          ),
        )
        .groupBy(inventoryHolds.variantId);
      const heldOf = new Map(held.map((row) => [row.variantId, row.quantity]));
      return new Map(
        locked.map((row) => [
          row.id,
          row.inventory === null ? null : row.inventory - row.sold - (heldOf.get(row.id) ?? 0),
        ]),
      );
    },

    /**
     * The team's next order number. Two checkouts of one team with nothing in common would
     * otherwise count the same orders and collide on the number: a per-team advisory lock held
     * to the end of the transaction makes them take turns (taken after the stock locks, before
     * the ticket locks, in every checkout, so no two wait on each other in a cycle).
     */
    async nextOrderNumber(tx: Tx): Promise<string> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`order-number:${scope.teamId}`}, 0))`,
      );
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(whereTeam(orders, scope));
      return String(1001 + (row?.count ?? 0));
    },

    async findOrder(orderId: string) {
      const [row] = await db
        .select()
        .from(orders)
        .where(whereTeam(orders, scope, eq(orders.id, orderId)));
      return row ?? null;
    },

    async listOrderItems(orderId: string) {
      return db
        .select()
        .from(orderItems)
        .where(whereTeam(orderItems, scope, eq(orderItems.orderId, orderId)))
        .orderBy(asc(orderItems.timeCreated), asc(orderItems.id));
    },

    async addSold(tx: Tx, variantId: string, productId: string, quantity: number) {
      await tx
        .update(productVariants)
        .set({ sold: sql`${productVariants.sold} + ${quantity}` })
        .where(whereTeam(productVariants, scope, eq(productVariants.id, variantId)));
      await tx
        .update(products)
        .set({ quantitySold: sql`${products.quantitySold} + ${quantity}` })
        .where(whereTeam(products, scope, eq(products.id, productId)));
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;

/** Cross-tenant: the order a provider event or the buyer's return names, locked for its change. */
export async function lockOrder(tx: Tx, orderId: string): Promise<StoreOrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** Cross-tenant: the buyer's order page, by its secret token. */
export async function findOrderByToken(db: DbOrTx, token: string): Promise<StoreOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.publicToken, token));
  return row ?? null;
}

/** Cross-tenant: the order paid by a payment intent (disputes and refunds name only that). */
export async function findOrderByPaymentIntent(
  db: DbOrTx,
  paymentIntentId: string,
): Promise<StoreOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return row ?? null;
}

/** Cross-tenant, for the sweep: open checkouts, oldest expiry first. */
export async function findPendingOrders(db: DbOrTx, limit: number): Promise<StoreOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), isNotNull(orders.checkoutExpiresAt)))
    .orderBy(asc(orders.checkoutExpiresAt))
    .limit(limit);
}

/** Releases an order's holds (completion: the stock is now sold; expiry: back on sale). */
export async function deleteHolds(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(inventoryHolds).where(eq(inventoryHolds.orderId, orderId));
}

/** Holds past their time are ignored by availability; the sweep also deletes them. */
export async function deleteExpiredHolds(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(inventoryHolds).where(lte(inventoryHolds.expiresAt, now));
}

/** A dispute as the provider reports it; an older event than the applied one changes nothing. */
export async function upsertDispute(tx: Tx, values: typeof disputes.$inferInsert): Promise<void> {
  await tx
    .insert(disputes)
    .values(values)
    .onConflictDoUpdate({
      target: disputes.providerDisputeId,
      set: {
        status: values.status,
        amountCents: values.amountCents,
        reason: values.reason,
        dueBy: values.dueBy,
        lastEventAt: values.lastEventAt,
      },
      setWhere: sql`${disputes.lastEventAt} is null or ${disputes.lastEventAt} <= ${values.lastEventAt}`,
    });
}

/**
 * A refund's new status from the provider. A refund Sideline made is found by the provider's id
 * or, when its webhook comes before the refund call answered, by our id in its metadata (within
 * the order that payment paid); the order's lock orders this after that call's completion.
 */
export async function applyRefundStatus(tx: Tx, report: StoreRefundReport): Promise<void> {
  const byProviderId = eq(refunds.providerRefundId, report.id);
  const order = report.paymentIntentId ? await findOrderByPaymentIntent(tx, report.paymentIntentId) : null;
  const byOurId =
    order && report.ourRefundId && z.uuid().safeParse(report.ourRefundId).success
      ? and(eq(refunds.id, report.ourRefundId), eq(refunds.orderId, order.id))
      : undefined;
  const [found] = await tx
    .select({ id: refunds.id, orderId: refunds.orderId })
    .from(refunds)
    .where(byOurId ? or(byProviderId, byOurId) : byProviderId);
  if (!found) return;
  await lockOrder(tx, found.orderId);
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, found.id));
  if (!refund) return;
  await tx.update(refunds).set({ status: report.status }).where(eq(refunds.id, refund.id));
  // The refund call has not answered yet: its completion records the provider's id, counts the
  // refund with this newer status and mails the buyer.
  if (refund.providerRefundId === null) return;
  await tx
    .update(orders)
    .set({
      refundedCents: sql`(select coalesce(sum(${refunds.amountCents}), 0)::int from ${refunds} where ${refunds.orderId} = ${refund.orderId} and ${refunds.status} = 'succeeded')`,
    })
    .where(eq(orders.id, refund.orderId));
}

/**
 * The team's name, store settings, public-site switches (null: none saved, all on) and selling
 * preconditions (cross-tenant by id: events and sweeps).
 */
export async function findStoreTeam(db: DbOrTx, teamId: string) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      storeInfo: teams.storeInfo,
      storeLicensingAgreement: teams.storeLicensingAgreement,
      stripeAccountId: teams.stripeAccountId,
      demoId: teams.demoId,
      privateDemoExpiresAt: teams.privateDemoExpiresAt,
      sportsType: teams.sportsType,
      activation: teamStoreActivation.data,
    })
    .from(teams)
    .leftJoin(teamStoreActivation, eq(teamStoreActivation.teamId, teams.id))
    .where(eq(teams.id, teamId));
  return row ?? null;
}
export type StoreTeam = NonNullable<Awaited<ReturnType<typeof findStoreTeam>>>;

/** The team of a public site path (cross-tenant by its public slug). */
export async function findTeamIdBySlug(db: DbOrTx, slug: string): Promise<string | null> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug));
  return row?.id ?? null;
}
