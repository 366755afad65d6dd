import { csrfHeaderName, csrfHeaderValue } from '@sideline/domain';
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { clientAddressHeader, toFetchHeaders } from './auth.ts';

const attempts = 25;
const limitPerMinute = 20;

let attemptCount = 0;

/**
 * A sign-in attempt from the socket address `remoteAddress`, claiming `forwardedFor`. Each names
 * another email, so only the per-address limit is at work (not a per-account one).
 */
function signInAttempt(ctx: TestContext, remoteAddress: string, forwardedFor: string) {
  attemptCount += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/signin',
    remoteAddress,
    headers: {
      origin: 'http://localhost:3000',
      [csrfHeaderName]: csrfHeaderValue,
      'x-forwarded-for': forwardedFor,
    },
    payload: { email: `someone${attemptCount}@example.org`, password: 'guess-number-one' },
  });
}

/** An invented address per attempt, as an attacker rotating X-Forwarded-For would send. */
const invented = (i: number) => `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`;

async function countRefused(ctx: TestContext, remoteAddress: string, forwardedFor: (i: number) => string) {
  let refused = 0;
  for (let i = 0; i < attempts; i++) {
    const res = await signInAttempt(ctx, remoteAddress, forwardedFor(i));
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode === 429) refused += 1;
  }
  return refused;
}

describe('the client address behind rate limits', () => {
  let ctx: TestContext;
  afterEach(() => ctx.close());

  it('ignores X-Forwarded-For by default: 25 sign-ins with 25 invented addresses are one client', async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limitPerMinute) });
    expect(await countRefused(ctx, '203.0.113.50', invented)).toBe(attempts - limitPerMinute);
  });

  it('with TRUST_PROXY=1 takes the address the one proxy added (the last hop), not what the client wrote', async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limitPerMinute), TRUST_PROXY: '1' });
    // Different clients behind the proxy are counted apart ...
    expect(await countRefused(ctx, '10.0.0.2', invented)).toBe(0);
    // ... and one client writing its own addresses in front of the proxy's entry is still one client.
    expect(await countRefused(ctx, '10.0.0.2', (i) => `${invented(i)}, 192.0.2.77`)).toBe(
      attempts - limitPerMinute,
    );
  });

  it('with TRUST_PROXY as an address list trusts the header only from those proxies', async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(limitPerMinute), TRUST_PROXY: '10.0.0.0/8' });
    expect(await countRefused(ctx, '10.0.0.2', invented)).toBe(0);
    // A client that reaches the app directly cannot choose its address.
    expect(await countRefused(ctx, '203.0.113.51', invented)).toBe(attempts - limitPerMinute);
  });
});

describe('the client address better-auth sees', () => {
  it('is request.ip, never a forwarded header the client wrote', () => {
    const request = {
      ip: '192.0.2.7',
      headers: { 'x-forwarded-for': '203.0.113.9', [clientAddressHeader]: '203.0.113.10', cookie: 'a=b' },
    } as unknown as FastifyRequest;
    const headers = toFetchHeaders(request);
    expect(headers.get(clientAddressHeader)).toBe('192.0.2.7');
    expect(headers.get('x-forwarded-for')).toBeNull();
    expect(headers.get('cookie')).toBe('a=b');
  });
});
