import type { AnalyticsInterval } from '@sideline/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A range of calendar days in the team's time zone, `to` included. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

/** An aggregate as a JavaScript number (Postgres answers count and sum as bigint text). */
export const countInt = (expression: SQL) => sql<number>`(${expression})::int`;

/** The instant a day starts in the zone, as SQL (Postgres converts the wall time to UTC). */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/** True when the instant falls on one of the range's days in the team's zone. */
export function inDayRange(column: AnyPgColumn | SQL, range: DayRange): SQL {
  const start = dayStart(range.from, range.timeZone);
  return sql`(${column} >= ${start} and ${column} < (${dayStart(range.to, range.timeZone)} + interval '1 day'))`;
}

/** GROUP BY the first selected column: the period expression carries parameters, which Postgres would see as another expression if repeated. */
export const firstColumn = sql`1`;

/** The first day of the period the instant falls in, in the zone, as YYYY-MM-DD. */
export function periodOf(column: AnyPgColumn | SQL, interval: AnalyticsInterval, timeZone: string) {
  return sql<string>`to_char(date_trunc(${interval}, ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
}
