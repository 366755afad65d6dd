import { accountMessages } from '@sideline/domain';
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/platform.ts';
import { AppError } from './errors.ts';

const windowMs = 60_000;

export interface RateLimiterOptions {
  db: DbOrTx;
  /** Requests allowed per key and minute. */
  limitPerMinute: number;
  now?: () => Date;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

/**
 * Fixed one-minute windows counted in the `rate_limits` table, so every web instance shares the
 * counts. One atomic upsert per request: the first hit of a window (re)starts the row at 1, later
 * hits in the same window add one.
 */
export function createRateLimiter(options: RateLimiterOptions) {
  const now = options.now ?? (() => new Date());

  async function hit(key: string): Promise<RateLimitResult> {
    const at = now().getTime();
    const windowStart = new Date(at - (at % windowMs));
    const [row] = await options.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart: sql`GREATEST(${rateLimits.windowStart}, excluded.window_start)`,
        },
      })
      .returning({ count: rateLimits.count });
    return {
      allowed: row.count <= options.limitPerMinute,
      count: row.count,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000)),
    };
  }

  return {
    hit,
    /**
     * A preHandler that counts the request against `{name}:{client ip}` and refuses it with 429
     * `tooManyAttempts` once the minute's limit is used up.
     */
    guard(name: string) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await hit(`${name}:${request.ip}`);
        if (!result.allowed) {
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError('too_many_requests', accountMessages.tooManyAttempts);
        }
      };
    },
    /** Deletes counters of windows that ended (housekeeping for the worker). */
    async purgeExpired(): Promise<void> {
      await options.db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now().getTime() - 2 * windowMs)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
