import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema/platform.ts';
import { disputes, orderItems, orders, products, productVariants, refunds } from '../../db/schema/store.ts';
import { type TeamScope, whereTeam, whereTeamLive } from '../../platform/tenant-scope.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'teamId'>;
export type VariantRow = typeof productVariants.$inferSelect;
export type VariantValues = Omit<typeof productVariants.$inferInsert, 'id' | 'teamId' | 'productId'>;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
/** What a paid order spent on one ticket's lines, with the order's total and what is refunded. */
export interface TicketSpend {
  orderId: string;
  ticketCents: number;
  totalCents: number;
  refundedCents: number;
}

/** The store administration's reads and writes, always inside one team. */
export function createStoreAdminRepository(db: DbOrTx, scope: TeamScope) {
  return {
    // ---- products ----
    listProducts(): Promise<ProductRow[]> {
      return db.select().from(products).where(whereTeamLive(products, scope)).orderBy(asc(products.name));
    },
    async findProduct(id: string, lock = false): Promise<ProductRow | null> {
      const query = db
        .select()
        .from(products)
        .where(whereTeamLive(products, scope, eq(products.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async listUrlIds(): Promise<string[]> {
      const rows = await db
        .select({ urlId: products.urlId })
        .from(products)
        .where(whereTeamLive(products, scope));
      return rows.map((r) => r.urlId);
    },
    listVariants(productIds: string[]): Promise<VariantRow[]> {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(productVariants)
        .where(
          whereTeam(
            productVariants,
            scope,
            inArray(productVariants.productId, productIds),
            eq(productVariants.deleted, false),
          ),
        )
        .orderBy(asc(productVariants.position));
    },
    async insertProduct(values: ProductValues): Promise<ProductRow> {
      const [row] = await db
        .insert(products)
        .values({ ...values, teamId: scope.teamId })
        .returning();
      if (!row) throw new Error('The product was not inserted');
      return row;
    },
    async updateProduct(id: string, values: Partial<ProductValues>): Promise<void> {
      await db
        .update(products)
        .set({ ...values, timeModified: new Date() })
        .where(whereTeamLive(products, scope, eq(products.id, id)));
    },
    async softDeleteProduct(id: string): Promise<void> {
      await db
        .update(products)
        .set({ deleted: true })
        .where(whereTeam(products, scope, eq(products.id, id)));
    },
    async insertVariant(productId: string, values: VariantValues): Promise<void> {
      await db.insert(productVariants).values({ ...values, productId, teamId: scope.teamId });
    },
    async updateVariant(id: string, values: Partial<VariantValues>): Promise<void> {
      await db
        .update(productVariants)
        .set({ ...values, timeModified: new Date() })
        .where(whereTeam(productVariants, scope, eq(productVariants.id, id)));
    },

    // ---- orders ----
    /** Paid orders (pending, expired and failed checkouts are not orders to the team), newest first. */
    listPaidOrders(): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(whereTeam(orders, scope, eq(orders.status, 'paid'), eq(orders.deleted, false)))
        .orderBy(desc(orders.paidAt));
    },
    async findOrder(id: string, lock = false): Promise<OrderRow | null> {
      const query = db
        .select()
        .from(orders)
        .where(whereTeam(orders, scope, eq(orders.id, id), eq(orders.deleted, false)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    listOrderItems(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderItems)
        .where(whereTeam(orderItems, scope, inArray(orderItems.orderId, orderIds)))
        .orderBy(asc(orderItems.timeCreated), asc(orderItems.id));
    },
    /** Paid orders among `orderIds` with lines of one ticket: what those lines cost, the totals and refunds. */
    listTicketSpendOfOrders(ticketId: string, orderIds: string[]): Promise<TicketSpend[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          orderId: orders.id,
          ticketCents: sql<number>`sum(${orderItems.totalCents})::int`,
          totalCents: orders.totalCents,
          refundedCents: orders.refundedCents,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          whereTeam(
            orderItems,
            scope,
            eq(orderItems.ticketId, ticketId),
            inArray(orders.id, orderIds),
            eq(orders.status, 'paid'),
          ),
        )
        .groupBy(orders.id, orders.totalCents, orders.refundedCents)
        .orderBy(asc(orders.id));
    },
    async updateOrder(id: string, values: Partial<typeof orders.$inferInsert>): Promise<void> {
      await db
        .update(orders)
        .set({ ...values, timeModified: new Date() })
        .where(whereTeam(orders, scope, eq(orders.id, id)));
    },
    /** Product lines the buyer picks up, marked handed over ('delivered'); answers how many were open. */
    async handOverItems(orderId: string, itemIds: string[], at: Date): Promise<number> {
      const handed = await db
        .update(orderItems)
        .set({ fulfilmentStatus: 'delivered', fulfilledAt: at, timeModified: at })
        .where(
          whereTeam(
            orderItems,
            scope,
            eq(orderItems.orderId, orderId),
            inArray(orderItems.id, itemIds),
            eq(orderItems.kind, 'product'),
            eq(orderItems.shippable, false),
            eq(orderItems.fulfilmentStatus, 'unfulfilled'),
          ),
        )
        .returning({ id: orderItems.id });
      return handed.length;
    },
    async shipItems(
      orderId: string,
      itemIds: string[],
      tracking: { carrier: string; number: string; url: string; at: Date },
    ): Promise<number> {
      const shipped = await db
        .update(orderItems)
        .set({
          fulfilmentStatus: 'shipped',
          shippingCarrier: tracking.carrier,
          shippingNumber: tracking.number,
          shippingUrl: tracking.url,
          fulfilledAt: tracking.at,
          timeModified: tracking.at,
        })
        .where(
          whereTeam(
            orderItems,
            scope,
            eq(orderItems.orderId, orderId),
            inArray(orderItems.id, itemIds),
            eq(orderItems.kind, 'product'),
            eq(orderItems.fulfilmentStatus, 'unfulfilled'),
          ),
        )
        .returning({ id: orderItems.id });
      return shipped.length;
    },
    /** Units of a product on paid orders (its quantity_sold is kept by completion; this is the proof). */
    async unitsSold(productId: string): Promise<number> {
      const [row] = await db
        .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(whereTeam(orderItems, scope, eq(orderItems.productId, productId), eq(orders.status, 'paid')));
      return row?.units ?? 0;
    },

    // ---- refunds ----
    listRefunds(orderIds: string[]): Promise<RefundRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(refunds)
        .where(whereTeam(refunds, scope, inArray(refunds.orderId, orderIds)))
        .orderBy(asc(refunds.timeCreated));
    },
    async findRefundByKey(idempotencyKey: string): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(whereTeam(refunds, scope, eq(refunds.idempotencyKey, idempotencyKey)));
      return row ?? null;
    },
    /** The new refund row, or null when its idempotency key is taken (keys are unique across teams). */
    async insertRefund(
      values: Omit<typeof refunds.$inferInsert, 'id' | 'teamId'>,
    ): Promise<RefundRow | null> {
      const [row] = await db
        .insert(refunds)
        .values({ ...values, teamId: scope.teamId })
        .onConflictDoNothing({ target: refunds.idempotencyKey })
        .returning();
      return row ?? null;
    },
    async updateRefund(id: string, values: Partial<typeof refunds.$inferInsert>): Promise<void> {
      await db
        .update(refunds)
        .set({ ...values, timeModified: new Date() })
        .where(whereTeam(refunds, scope, eq(refunds.id, id)));
    },

    // ---- disputes ----
    /** The team's own stored files among these ids, with a name to show (dispute evidence). */
    async findTeamFiles(
      ids: string[],
    ): Promise<{ fileId: string; name: string; key: string; contentType: string }[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: files.id, key: files.key, contentType: files.contentType, metadata: files.metadata })
        .from(files)
        .where(whereTeam(files, scope, inArray(files.id, ids)));
      return rows.map((row) => ({
        fileId: row.id,
        name: row.metadata.title || row.key.split('/').pop() || row.key,
        key: row.key,
        contentType: row.contentType,
      }));
    },
    /** A private file of the team (only its admins fetch it), named by `title`; answers its id. */
    async insertPrivateFile(file: {
      key: string;
      contentType: string;
      size: number;
      title: string;
    }): Promise<string> {
      const [row] = await db
        .insert(files)
        .values({
          teamId: scope.teamId,
          key: file.key,
          contentType: file.contentType,
          size: file.size,
          isPublic: false,
          metadata: { title: file.title },
        })
        .returning({ id: files.id });
      if (!row) throw new Error('the file row was not stored');
      return row.id;
    },
    listDisputes(): Promise<DisputeRow[]> {
      return db.select().from(disputes).where(whereTeam(disputes, scope)).orderBy(desc(disputes.timeCreated));
    },
    async findDispute(id: string, lock = false): Promise<DisputeRow | null> {
      const query = db
        .select()
        .from(disputes)
        .where(whereTeam(disputes, scope, eq(disputes.id, id)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },
    async updateDispute(id: string, values: Partial<typeof disputes.$inferInsert>): Promise<void> {
      await db
        .update(disputes)
        .set({ ...values, timeModified: new Date() })
        .where(and(whereTeam(disputes, scope), eq(disputes.id, id)));
    },
  };
}

export type StoreAdminRepository = ReturnType<typeof createStoreAdminRepository>;
