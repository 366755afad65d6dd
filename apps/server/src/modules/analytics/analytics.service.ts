import {
  type AnalyticsInterval,
  type AnalyticsQuery,
  dayNumberOf,
  dayOfNumber,
  defaultAnalyticsRangeDays,
  listPeriods,
  periodStartOf,
  type StoreAnalytics,
  toCalendarDayNumber,
  type WebsiteAnalytics,
} from '@sideline/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { DayRange } from '../../platform/day-range-sql.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import type { SalesFiguresService } from '../store-admin/sales-figures.service.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import type { PageViewRecorder } from './page-view-recorder.ts';

/** A team scope with the zone its days are counted in (a `SessionTeam` is one). */
export interface ZonedTeamScope extends TeamScope {
  team: { timeZone: string };
}

export interface AnalyticsServiceDeps {
  db: DbOrTx;
  now: () => Date;
  pageViews: PageViewRecorder;
  /** The store's figures come from its paid orders, through the store-admin module. */
  sales: SalesFiguresService;
}

/** Rows by period, every period of the range present (zeros where nothing happened). */
function fillPeriods<Row extends { period: string }>(
  rows: Row[],
  range: DayRange,
  interval: AnalyticsInterval,
  empty: Omit<Row, 'period'>,
): Row[] {
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  return listPeriods(range.from, range.to, interval).map(
    (period) => byPeriod.get(period) ?? ({ ...empty, period } as Row),
  );
}

const renameKey = <Name extends string>(
  rows: { key: string; views: number; visitors: number }[],
  name: Name,
) =>
  rows.map(
    ({ key, views, visitors }) =>
      ({ [name]: key, views, visitors }) as Record<Name, string> & {
        views: number;
        visitors: number;
      },
  );

/** Website and store analytics of a team (issue 24, docs/decisions/029). */
export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  const todayIn = (timeZone: string) => dayOfNumber(toCalendarDayNumber(deps.now(), timeZone));

  /** The asked range, or the last 30 days up to today in the team's zone. */
  function rangeOf(scope: ZonedTeamScope, query: AnalyticsQuery): DayRange {
    const timeZone = scope.team.timeZone;
    const to = query.to ?? todayIn(timeZone);
    const from = query.from ?? dayOfNumber(dayNumberOf(to) - (defaultAnalyticsRangeDays - 1));
    return { from, to, timeZone };
  }

  return {
    /** Views and visitors; this instance's buffered views are written first, so they are in it. */
    async website(scope: ZonedTeamScope, query: AnalyticsQuery): Promise<WebsiteAnalytics> {
      const range = rangeOf(scope, query);
      await deps.pageViews.flush();
      const repository = createAnalyticsRepository(deps.db, scope);
      const totals = await repository.countViews(range);
      const series = await repository.viewsByPeriod(range, query.interval);
      return {
        ...range,
        interval: query.interval,
        totals,
        series: fillPeriods(series, range, query.interval, { views: 0, visitors: 0 }),
        topPages: renameKey(await repository.topPages(range), 'path'),
        referrers: renameKey(await repository.topReferrers(range), 'host'),
        devices: renameKey(await repository.devices(range), 'name'),
        browsers: renameKey(await repository.browsers(range), 'name'),
      };
    },

    /** Sales from the team's paid orders. */
    async store(scope: ZonedTeamScope, query: AnalyticsQuery): Promise<StoreAnalytics> {
      const range = rangeOf(scope, query);
      const sums = await deps.sales.totals(scope, range);
      const series = await deps.sales.byPeriod(scope, range, query.interval);
      return {
        ...range,
        interval: query.interval,
        totals: {
          ...sums,
          netCents: sums.revenueCents - sums.feesCents,
          averageOrderCents: sums.orders === 0 ? 0 : Math.round(sums.revenueCents / sums.orders),
        },
        series: fillPeriods(series, range, query.interval, { orders: 0, revenueCents: 0 }),
        ...(await deps.sales.breakdown(scope, range)),
      };
    },

    /** This week so far (Monday to today in the team's zone): visitors, views, orders, sales. */
    async thisWeek(scope: ZonedTeamScope) {
      const to = todayIn(scope.team.timeZone);
      const range = { from: periodStartOf(to, 'week'), to, timeZone: scope.team.timeZone };
      await deps.pageViews.flush();
      const repository = createAnalyticsRepository(deps.db, scope);
      const { views, visitors } = await repository.countViews(range);
      const { orders, revenueCents } = await deps.sales.totals(scope, range);
      return { from: range.from, views, visitors, orders, revenueCents };
    },

    /** The latest paid orders, newest first. */
    recentOrders(scope: TeamScope, limit: number) {
      return deps.sales.recentOrders(scope, limit);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
