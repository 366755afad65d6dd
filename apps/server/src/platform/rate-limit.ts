import { accountMessages } from '@sideline/domain';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/platform.ts';
import { AppError } from './errors.ts';

const minuteMs = 60_000;

export interface RateLimiterOptions {
  db: DbOrTx;
  /** Requests allowed per key and minute when a limit names no other (RATE_LIMIT_PER_MINUTE). */
  limitPerMinute: number;
  now?: () => Date;
}

/** How many hits a key may have in one fixed window. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed windows counted in the `rate_limits` table, so every web instance shares the counts. One
 * atomic upsert per hit: the first hit of a window (re)starts the row at 1, later hits in the same
 * window add one. A key is always used with the same window length.
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? (() => new Date());
  const perMinute: RateLimit = { limit: options.limitPerMinute, windowMs: minuteMs };

  /**
   * Adds `amount` to the key's count in the current window; with `capped`, only when the sum stays
   * within the limit (no row is written or changed otherwise). Returns the new count, or null when
   * a capped add did not fit.
   */
  async function addToWindow(db: DbOrTx, key: string, rule: RateLimit, amount: number, capped: boolean) {
    const at = now().getTime();
    const windowStart = new Date(at - (at % rule.windowMs));
    const windowEnd = new Date(windowStart.getTime() + rule.windowMs);
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd.getTime() - at) / 1000));
    if (capped && amount > rule.limit) return { count: null, retryAfterSeconds };
    const nextCount = sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.count} + excluded.count ELSE excluded.count END`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart, count: amount, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: nextCount,
          windowStart: sql`GREATEST(${rateLimits.windowStart}, excluded.window_start)`,
          expiresAt: sql`GREATEST(${rateLimits.expiresAt}, excluded.expires_at)`,
        },
        ...(capped ? { setWhere: sql`${nextCount} <= ${rule.limit}` } : {}),
      })
      .returning({ count: rateLimits.count });
    return { count: row?.count ?? null, retryAfterSeconds };
  }

  async function hit(key: string, rule: RateLimit = perMinute): Promise<RateLimitResult> {
    const { count, retryAfterSeconds } = await addToWindow(options.db, key, rule, 1, false);
    const counted = count ?? rule.limit + 1;
    return { allowed: counted <= rule.limit, count: counted, retryAfterSeconds };
  }

  /** When the running hold on `key` ends, or null when there is none. */
  async function holdUntil(key: string): Promise<Date | null> {
    const [row] = await options.db
      .select({ until: rateLimits.expiresAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now())));
    return row?.until ?? null;
  }

  return {
    hit,
    /**
     * A budget: spends `amount` from the key's window only when all of it fits (a refused spend
     * costs nothing, unlike a refused hit). `db` is the transaction of what it pays for, so a
     * rolled-back change gives its amount back.
     */
    async spend(db: DbOrTx, key: string, rule: RateLimit, amount: number): Promise<RateLimitResult> {
      const { count, retryAfterSeconds } = await addToWindow(db, key, rule, amount, true);
      return { allowed: count !== null, count: count ?? rule.limit, retryAfterSeconds };
    },
    /**
     * A preValidation hook that counts the request against `{name}:{client ip}` and refuses it with
     * 429 once the window's limit is used up (`message` defaults to `tooManyAttempts`).
     */
    guard(name: string, rule: RateLimit = perMinute, message: string = accountMessages.tooManyAttempts) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await hit(`${name}:${request.ip}`, rule);
        if (!result.allowed) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('too_many_requests', message);
        }
      };
    },
    /**
     * Starts a hold on `key` for `durationMs` from now (a cool-down after repeated failures) unless
     * one is already running. `started` is true for exactly one caller per hold, however many race,
     * so whatever a hold triggers (a mail) happens once. Hold keys are never used with `hit`.
     */
    async startHold(key: string, durationMs: number): Promise<{ started: boolean; until: Date }> {
      const at = now();
      const until = new Date(at.getTime() + durationMs);
      const [started] = await options.db
        .insert(rateLimits)
        .values({ key, windowStart: at, count: 1, expiresAt: until })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { windowStart: at, count: 1, expiresAt: until },
          setWhere: lte(rateLimits.expiresAt, at),
        })
        .returning({ until: rateLimits.expiresAt });
      if (started) return { started: true, until: started.until };
      return { started: false, until: (await holdUntil(key)) ?? until };
    },
    holdUntil,
    /** Ends a hold early (the owner proved who they are). */
    async endHold(key: string): Promise<void> {
      await options.db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    /** Ends every hold whose key starts with `prefix` (all the per-client pauses of one account). */
    async endHoldsStartingWith(prefix: string): Promise<void> {
      await options.db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
    },
    /** Deletes counters whose window has ended (housekeeping for the worker). */
    async purgeExpired(): Promise<void> {
      await options.db.delete(rateLimits).where(lt(rateLimits.expiresAt, now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
