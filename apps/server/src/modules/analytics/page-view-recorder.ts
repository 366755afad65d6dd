import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsSalts, pageViews } from '../../db/schema/analytics.ts';
import { describeUserAgent, pageViewBudgetAddresses, pageViewBudgetPerAddress } from './page-view-rules.ts';

/** A counted navigation as the site saw it; IP and user agent live only until the next flush. */
export interface PageVisit {
  teamId: string;
  /** The site path without the query. */
  path: string;
  at: Date;
  ip: string;
  userAgent: string;
  referrerHost: string;
}

export interface PageViewRecorderOptions {
  db: DbOrTx;
  isCounting: boolean;
  flushMs: number;
  flushRows: number;
  log: (message: string, error: unknown) => void;
}

/** Views held while the database does not answer; past this many, new ones are dropped. */
const maxBufferedBatches = 20;

/**
 * Page views, counted without slowing the page (docs/decisions/029): `record` only adds to an
 * in-memory tally; every `flushMs`, or once `flushRows` different views are waiting, the batch is
 * hashed and written in one INSERT, off the request. Repeats of one view (the same page, visitor,
 * referrer and minute) are one row with its count, so a burst of reloads or a cached page under
 * load costs one row a minute, not one a request: on the embedded database, which runs in the
 * server's own thread, a row a request took half the cached path's rate (bench/README.md).
 * A crash loses at most the views of that interval.
 */
export function createPageViewRecorder(options: PageViewRecorderOptions) {
  const { db } = options;
  const salts = createVisitorSalts(db);
  let tally = new Map<string, { visit: PageVisit; views: number }>();
  let writing: Promise<void> = Promise.resolve();
  const budgets = createAddressBudgets();

  async function write(batch: Iterable<{ visit: PageVisit; views: number }>): Promise<void> {
    const rows: PageViewRow[] = [];
    for (const { visit, views } of batch) {
      const agent = describeUserAgent(visit.userAgent);
      if (agent.isBot) continue;
      const salt = await salts.saltOf(utcDayOf(visit.at));
      rows.push({
        teamId: visit.teamId,
        viewedAt: visit.at,
        path: visit.path,
        visitorId: visitorIdOf(salt, visit),
        referrerHost: visit.referrerHost,
        device: agent.device,
        browser: agent.browser,
        views,
      });
    }
    if (rows.length > 0) await insertPageViews(db, rows);
  }

  function flush(): Promise<void> {
    const batch = tally;
    tally = new Map();
    if (batch.size > 0) {
      writing = writing.then(() =>
        write(batch.values()).catch((error) => options.log('Page views could not be written', error)),
      );
    }
    return writing;
  }

  const timer = options.isCounting ? setInterval(flush, options.flushMs) : null;
  timer?.unref();

  return {
    isCounting: options.isCounting,
    /** Counts one view in the tally (synchronous, no I/O). */
    record(visit: PageVisit): void {
      if (!options.isCounting) return;
      // The minute keeps every day boundary of every zone exact (zones are whole minutes off UTC).
      const minute = visit.at.toISOString().slice(0, 16);
      if (!budgets.admit(visit, minute.slice(0, 10))) return;
      const key = `${visit.teamId}\n${visit.path}\n${minute}\n${visit.ip}\n${visit.userAgent}\n${visit.referrerHost}`;
      const counted = tally.get(key);
      if (counted) {
        counted.views += 1;
        return;
      }
      if (tally.size >= options.flushRows * maxBufferedBatches) return;
      tally.set(key, { visit, views: 1 });
      if (tally.size >= options.flushRows) void flush();
    },
    /** Writes what is buffered now; resolves when every batch so far is written. */
    flush,
    /** Stops the timer and writes the rest (app close). */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

export type PageViewRecorder = ReturnType<typeof createPageViewRecorder>;

/**
 * Each client address's budget per team and UTC day (`pageViewBudgetPerAddress`): its distinct
 * user agents (visitors), referrers and views. Kept in memory for the current day only, bounded.
 */
function createAddressBudgets() {
  let day = '';
  let spent = new Map<string, { agents: Set<string>; referrers: Set<string>; views: number }>();
  const fits = (seen: Set<string>, value: string, limit: number) => {
    if (seen.has(value)) return true;
    if (seen.size >= limit) return false;
    seen.add(value);
    return true;
  };
  return {
    /**
     * Spends one view of the visit's address on its team on its UTC day (`YYYY-MM-DD`); false when
     * the budget is used up.
     */
    admit(visit: PageVisit, today: string): boolean {
      if (today !== day) {
        day = today;
        spent = new Map();
      }
      const key = `${visit.teamId}\n${visit.ip}`;
      let budget = spent.get(key);
      if (!budget) {
        if (spent.size >= pageViewBudgetAddresses) return false;
        budget = { agents: new Set(), referrers: new Set(), views: 0 };
        spent.set(key, budget);
      }
      if (budget.views >= pageViewBudgetPerAddress.views) return false;
      if (!fits(budget.agents, visit.userAgent, pageViewBudgetPerAddress.visitors)) return false;
      if (!fits(budget.referrers, visit.referrerHost, pageViewBudgetPerAddress.referrers)) return false;
      budget.views += 1;
      return true;
    },
  };
}

type PageViewRow = Omit<typeof pageViews.$inferInsert, 'id'>;

/**
 * One INSERT of a batch with one array parameter per column (`unnest`), not a VALUES list of
 * seven parameters a row: on PGlite, which runs in the server's own thread, 1,000 rows take
 * 25–50 ms this way against 270–800 ms as a VALUES list (measured 2026-11-28), time the cached
 * pages would otherwise wait for.
 */
async function insertPageViews(db: DbOrTx, rows: PageViewRow[]): Promise<void> {
  const column = <T>(pick: (row: PageViewRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into ${pageViews} (team_id, viewed_at, path, visitor_id, referrer_host, device, browser, views)
    select * from unnest(
      ${column((row) => row.teamId)}::text[],
      ${column((row) => row.viewedAt.toISOString())}::timestamptz[],
      ${column((row) => row.path)}::text[],
      ${column((row) => row.visitorId)}::text[],
      ${column((row) => row.referrerHost ?? '')}::text[],
      ${column((row) => row.device)}::text[],
      ${column((row) => row.browser)}::text[],
      ${column((row) => row.views ?? 1)}::int[]
    )`);
}

/** A visitor for one day: SHA-256 of (the day's salt, team, IP, user agent), cut to 128 bits. */
export function visitorIdOf(salt: string, visit: Pick<PageVisit, 'teamId' | 'ip' | 'userAgent'>): string {
  return createHash('sha256')
    .update(`${salt}\n${visit.teamId}\n${visit.ip}\n${visit.userAgent}`)
    .digest('hex')
    .slice(0, 32);
}

function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** How long a day's salt is kept after it was made. */
export const saltLifetimeMs = 48 * 60 * 60 * 1000;

/**
 * The day's random salt, shared by every instance through the database: the first instance to
 * need it makes it (a lost race reads the winner's). Only the latest day is kept in memory.
 */
export function createVisitorSalts(db: DbOrTx) {
  let latest: { day: string; salt: string } | null = null;
  return {
    async saltOf(day: string): Promise<string> {
      if (latest?.day === day) return latest.salt;
      await db
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
      if (!row) throw new Error(`The analytics salt of ${day} could not be made`);
      if (!latest || day > latest.day) latest = { day, salt: row.salt };
      return row.salt;
    },
  };
}

/** The worker's clean-up: salts older than 48 hours are deleted, so old visitor ids stay unlinkable. */
export async function deleteExpiredSalts(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.createdAt, new Date(now.getTime() - saltLifetimeMs)));
}
