import type { AnalyticsInterval } from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { DayRange } from '../../platform/day-range-sql.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { createSalesFiguresRepository } from './sales-figures.repository.ts';

/**
 * The store's sales figures for other areas (the analytics pages, the dashboard): read-only sums
 * of the team's paid orders over a range of days in its zone.
 */
export function createSalesFiguresService({ db }: { db: DbOrTx }) {
  const of = (scope: TeamScope) => createSalesFiguresRepository(db, scope);
  return {
    /** Paid orders, what buyers paid for them (less refunds) and Sideline's fees. */
    totals: (scope: TeamScope, range: DayRange) => of(scope).sumOrders(range),
    /** Orders and revenue per day, week or month (only the periods with sales). */
    byPeriod: (scope: TeamScope, range: DayRange, interval: AnalyticsInterval) =>
      of(scope).ordersByPeriod(range, interval),
    /** What sold: products, tickets (with check-ins) and paid registrations. */
    async breakdown(scope: TeamScope, range: DayRange) {
      const repository = of(scope);
      return {
        topProducts: await repository.topProducts(range),
        tickets: await repository.ticketSales(range),
        registrations: await repository.registrations(range),
      };
    },
    /** The latest paid orders, newest first. */
    recentOrders: (scope: TeamScope, limit: number) => of(scope).recentOrders(limit),
  };
}

export type SalesFiguresService = ReturnType<typeof createSalesFiguresService>;
