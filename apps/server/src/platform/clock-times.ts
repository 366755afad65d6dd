import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { TeamScope } from './tenant-scope.ts';

/**
 * A timestamptz column moved so that the clock time it showed in zone `from` is the same clock time
 * in zone `to` (a team correcting its time zone keeps its 7:00 PM games at 7:00 PM). Null stays null.
 */
export function keepClockTimeOf(column: PgColumn, from: string, to: string): SQL {
  return sql`(${column} at time zone ${from}) at time zone ${to}`;
}

/** What an area whose records have clock times gives a change of the team's time zone. */
export interface ClockTimesOwner {
  /** Moves every clock time of the team's records (in `tx`); answers how many records moved. */
  keepClockTimes(tx: DbOrTx, scope: TeamScope, from: string, to: string): Promise<number>;
  /**
   * How many of the team's records have a clock time (a change of zone asks what they keep). Left
   * out by an area whose times copy another's (tickets copy their game's or event's).
   */
  countScheduled?(scope: TeamScope): Promise<number>;
}
