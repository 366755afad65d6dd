import { accountMessages as m } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => ctx.close());

  it('answers 429 "too many attempts" after the limit of sign-ins per minute and IP', async () => {
    const attempt = () =>
      postJson(ctx.app, '/api/accounts/signin', { email: 'nobody@example.org', password: 'abc123' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(404);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({ code: 'too_many_requests', message: m.tooManyAttempts });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes and other addresses have their own counters.
    expect(
      (await postJson(ctx.app, '/api/accounts/password-reset', { email: 'a@example.org' })).statusCode,
    ).toBe(200);
    const fromElsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      remoteAddress: '10.1.2.3',
      headers: { origin: 'http://localhost:3000', 'x-sideline-csrf': '1' },
      payload: { email: 'nobody@example.org', password: 'abc123' },
    });
    expect(fromElsewhere.statusCode).toBe(404);
  });

  it('limits sign-up, password reset and contact too, invalid requests included', async () => {
    for (const url of ['/api/accounts/signup', '/api/accounts/password-reset', '/api/contact']) {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (
            await ctx.app.inject({
              method: 'POST',
              url,
              remoteAddress: `10.9.9.${url.length}`,
              headers: { origin: 'http://localhost:3000', 'x-sideline-csrf': '1' },
              payload: {},
            })
          ).statusCode,
        );
      }
      expect(statuses.slice(3)).toEqual([429, 429]);
    }
  });

  it('counts in fixed one-minute windows', async () => {
    let clock = new Date('2031-05-05T10:00:10Z').getTime();
    const limiter = createRateLimiter({ db: ctx.database.db, limitPerMinute: 2, now: () => new Date(clock) });
    expect((await limiter.hit('window-test')).allowed).toBe(true);
    expect((await limiter.hit('window-test')).allowed).toBe(true);
    const third = await limiter.hit('window-test');
    expect(third).toEqual({ allowed: false, count: 3, retryAfterSeconds: 50 });
    clock += 50_000; // the next minute
    expect(await limiter.hit('window-test')).toMatchObject({ allowed: true, count: 1 });
    clock += 5 * 60_000;
    await limiter.purgeExpired();
    expect(await limiter.hit('window-test')).toMatchObject({ count: 1 });
  });

  it('counts a limit of its own in longer windows, and purges a row only when its window ended', async () => {
    let clock = new Date('2031-05-05T10:00:00Z').getTime();
    const limiter = createRateLimiter({
      db: ctx.database.db,
      limitPerMinute: 100,
      now: () => new Date(clock),
    });
    const hourly = { limit: 2, windowMs: 60 * 60_000 };
    await limiter.hit('hourly-test', hourly);
    await limiter.hit('hourly-test', hourly);
    clock += 30 * 60_000;
    await limiter.purgeExpired();
    expect(await limiter.hit('hourly-test', hourly)).toEqual({
      allowed: false,
      count: 3,
      retryAfterSeconds: 30 * 60,
    });
    clock += 31 * 60_000;
    expect(await limiter.hit('hourly-test', hourly)).toMatchObject({ allowed: true, count: 1 });
  });

  it('refuses a request without the CSRF header before counting it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a', email: 'a@example.org', message: 'hi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});
