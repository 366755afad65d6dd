import type { AnalyticsInterval } from '@sideline/domain';
import { desc, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pageViews } from '../../db/schema/analytics.ts';
import { countInt, type DayRange, firstColumn, inDayRange, periodOf } from '../../platform/day-range-sql.ts';
import { type TeamScope, whereTeam } from '../../platform/tenant-scope.ts';

const views = countInt(sql`coalesce(sum(${pageViews.views}), 0)`);
const visitors = countInt(sql`count(distinct ${pageViews.visitorId})`);

/** The website's figures of one team, from its page views (the store's come from the store-admin module). */
export function createAnalyticsRepository(db: DbOrTx, scope: TeamScope) {
  const viewsIn = (range: DayRange, ...conditions: SQL[]) =>
    whereTeam(pageViews, scope, inDayRange(pageViews.viewedAt, range), ...conditions);

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
  };
}
