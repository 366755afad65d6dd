import { accountMessages } from '@sideline/domain';
import { lt, sql } from 'drizzle-orm';
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
    /** Deletes counters whose window has ended (housekeeping for the worker). */
    async purgeExpired(): Promise<void> {
      await options.db.delete(rateLimits).where(lt(rateLimits.expiresAt, now()));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
