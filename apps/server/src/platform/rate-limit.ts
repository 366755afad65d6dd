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

  async function hit(key: string, rule: RateLimit = perMinute): Promise<RateLimitResult> {
    const at = now().getTime();
    const windowStart = new Date(at - (at % rule.windowMs));
    const windowEnd = new Date(windowStart.getTime() + rule.windowMs);
    const [row] = await options.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`GREATEST(${rateLimits.windowStart}, excluded.window_start)`,
          expiresAt: sql`GREATEST(${rateLimits.expiresAt}, excluded.expires_at)`,
        },
      })
      .returning({ count: rateLimits.count });
    return {
      allowed: row.count <= rule.limit,
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - at) / 1000)),
    };
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
    /** Deletes counters whose window has ended (housekeeping for the worker). */
    async purgeExpired(): Promise<void> {
      await options.db.delete(rateLimits).where(lt(rateLimits.expiresAt, now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
