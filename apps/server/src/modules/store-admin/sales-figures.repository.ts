import type { AnalyticsInterval } from '@sideline/domain';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { forms } from '../../db/schema/forms.ts';
import { games } from '../../db/schema/games.ts';
import { issuedTickets, orderItems, orders, tickets } from '../../db/schema/store.ts';
import { countInt, type DayRange, firstColumn, inDayRange, periodOf } from '../../platform/day-range-sql.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

const soldQuantity = countInt(sql`sum(${orderItems.quantity})`);
const soldCents = countInt(sql`sum(${orderItems.totalCents})`);

/**
 * The store's sales figures of one team, from its paid orders (the analytics pages and the
 * dashboard read them through the store-admin service; docs/decisions/029).
 */
export function createSalesFiguresRepository(db: DbOrTx, scope: TeamScope) {
  /** When an order counts: the time it was paid (created, for a paid order without the time). */
  const paidAt = sql<Date>`coalesce(${orders.paidAt}, ${orders.timeCreated})`.mapWith(orders.timeCreated);
  const paidOrdersIn = (range: DayRange) =>
    whereTeam(
      orders,
      scope,
      eq(orders.status, 'paid'),
      eq(orders.deleted, false),
      // A fully refunded order is no sale; a partly refunded one counts what the club kept.
      sql`${orders.refundedCents} < ${orders.totalCents}`,
      inDayRange(paidAt, range),
    );

  /** The ids of the paid orders in the range, to join their lines to. */
  const paidOrderIds = (range: DayRange) =>
    db.select({ orderId: orders.id }).from(orders).where(paidOrdersIn(range)).as('paid_orders');

  return {
    async sumOrders(range: DayRange) {
      const [row] = await db
        .select({
          orders: countInt(sql`count(*)`),
          revenueCents: countInt(sql`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`),
          feesCents: countInt(sql`coalesce(sum(${orders.serviceFeeCents}), 0)`),
        })
        .from(orders)
        .where(paidOrdersIn(range));
      return row ?? { orders: 0, revenueCents: 0, feesCents: 0 };
    },

    async ordersByPeriod(range: DayRange, interval: AnalyticsInterval) {
      const period = periodOf(paidAt, interval, range.timeZone);
      return db
        .select({
          period,
          orders: countInt(sql`count(*)`),
          revenueCents: countInt(sql`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`),
        })
        .from(orders)
        .where(paidOrdersIn(range))
        .groupBy(firstColumn);
    },

    async topProducts(range: DayRange) {
      const paidOrders = paidOrderIds(range);
      return db
        .select({ name: orderItems.name, quantity: soldQuantity, revenueCents: soldCents })
        .from(orderItems)
        .innerJoin(paidOrders, eq(paidOrders.orderId, orderItems.orderId))
        .where(whereTeam(orderItems, scope, eq(orderItems.kind, 'product')))
        .groupBy(orderItems.name)
        .orderBy(desc(soldCents), orderItems.name)
        .limit(20);
    },

    /** Per ticket: sold in the range and checked in, with the game or event it admits to. */
    async ticketSales(range: DayRange) {
      const paidOrders = paidOrderIds(range);
      const occasion = sql<string>`coalesce(${events.title}, ${games.title}, '')`;
      const checkedIn = countInt(
        sql`coalesce(sum((select count(*) from ${issuedTickets} where ${issuedTickets.orderItemId} = ${orderItems.id} and ${isNotNull(issuedTickets.checkedInAt)})), 0)`,
      );
      return db
        .select({
          name: orderItems.name,
          occasion,
          sold: soldQuantity,
          checkedIn,
          revenueCents: soldCents,
        })
        .from(orderItems)
        .innerJoin(paidOrders, eq(paidOrders.orderId, orderItems.orderId))
        .leftJoin(tickets, eq(tickets.id, orderItems.ticketId))
        .leftJoin(events, eq(events.id, tickets.eventId))
        .leftJoin(games, eq(games.id, tickets.gameId))
        .where(whereTeam(orderItems, scope, eq(orderItems.kind, 'ticket')))
        .groupBy(orderItems.ticketId, orderItems.name, events.title, games.title)
        .orderBy(desc(soldQuantity), orderItems.name);
    },

    /** Paid forms (registrations, dues, donations) by form. */
    async registrations(range: DayRange) {
      const paidOrders = paidOrderIds(range);
      const name = sql<string>`coalesce(${forms.title}, ${orderItems.name})`;
      return db
        .select({ name, count: soldQuantity, revenueCents: soldCents })
        .from(orderItems)
        .innerJoin(paidOrders, eq(paidOrders.orderId, orderItems.orderId))
        .leftJoin(forms, eq(forms.id, orderItems.formId))
        .where(whereTeam(orderItems, scope, eq(orderItems.kind, 'form')))
        .groupBy(orderItems.formId, forms.title, orderItems.name)
        .orderBy(desc(soldQuantity));
    },

    /** The latest paid orders (the dashboard). */
    async recentOrders(limit: number) {
      return db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          customerName: orders.customerName,
          totalCents: orders.totalCents,
          paidAt,
        })
        .from(orders)
        .where(whereTeam(orders, scope, eq(orders.status, 'paid'), eq(orders.deleted, false)))
        .orderBy(desc(paidAt))
        .limit(limit);
    },
  };
}
