import type { AnalyticsInterval } from '@sideline/domain';
import { desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { events } from '../../db/schema/events.ts';
import { forms } from '../../db/schema/forms.ts';
import { games } from '../../db/schema/games.ts';
import { issuedTickets, orderItems, orders, tickets } from '../../db/schema/store.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

/** A range of calendar days in the team's time zone, `to` included. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

const countInt = (expression: SQL) => sql<number>`(${expression})::int`;
const views = countInt(sql`count(*)`);
const visitors = countInt(sql`count(distinct ${pageViews.visitorId})`);
const soldQuantity = countInt(sql`sum(${orderItems.quantity})`);
const soldCents = countInt(sql`sum(${orderItems.totalCents})`);

/** The instant a day starts in the zone, as SQL (Postgres converts the wall time to UTC). */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** True when the instant falls on one of the range's days in the team's zone. */
function inRange(column: AnyPgColumn | SQL, range: DayRange): SQL {
  const start = dayStart(range.from, range.timeZone);
  return sql`(${column} >= ${start} and ${column} < (${dayStart(range.to, range.timeZone)} + interval '1 day'))`;
}

/** GROUP BY the first selected column: the period expression carries parameters, which Postgres would see as another expression if repeated. */
const firstColumn = sql`1`;

/** The first day of the period the instant falls in, in the zone, as YYYY-MM-DD. */
function periodOf(column: AnyPgColumn | SQL, interval: AnalyticsInterval, timeZone: string) {
  return sql<string>`to_char(date_trunc(${interval}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
}

/**
 * Analytics queries of one team. Website figures come from its page views; store figures read
 * the store's tables (orders, order items, tickets) directly, as no store service exists yet
 * (docs/decisions/029; the integrator may route them through the store's service).
 */
export function createAnalyticsRepository(db: DbOrTx, scope: TeamScope) {
  const viewsIn = (range: DayRange, ...conditions: SQL[]) =>
    whereTeam(pageViews, scope, inRange(pageViews.viewedAt, range), ...conditions);

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
      inRange(paidAt, range),
    );

  /** The ids of the paid orders in the range, to join their lines to. */
  const paidOrderIds = (range: DayRange) =>
    db.select({ orderId: orders.id }).from(orders).where(paidOrdersIn(range)).as('paid_orders');

  async function topBy(column: AnyPgColumn, range: DayRange, limit: number, ...conditions: SQL[]) {
    return db
      .select({ key: column, views, visitors })
      .from(pageViews)
      .where(viewsIn(range, ...conditions))
      .groupBy(column)
      .orderBy(desc(views), column)
      .limit(limit);
  }

  return {
    async countViews(range: DayRange): Promise<{ views: number; visitors: number }> {
      const [row] = await db.select({ views, visitors }).from(pageViews).where(viewsIn(range));
      return row ?? { views: 0, visitors: 0 };
    },

    async viewsByPeriod(range: DayRange, interval: AnalyticsInterval) {
      const period = periodOf(pageViews.viewedAt, interval, range.timeZone);
      return db
        .select({ period, views, visitors })
        .from(pageViews)
        .where(viewsIn(range))
        .groupBy(firstColumn);
    },

    topPages: (range: DayRange) => topBy(pageViews.path, range, 20),
    topReferrers: (range: DayRange) =>
      topBy(pageViews.referrerHost, range, 20, ne(pageViews.referrerHost, '')),
    devices: (range: DayRange) => topBy(pageViews.device, range, 10),
    browsers: (range: DayRange) => topBy(pageViews.browser, range, 10),

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
