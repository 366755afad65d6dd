import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('production request logs', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp(
      {
        NODE_ENV: 'production',
        AUTH_SECRET: 'a-production-test-secret-of-some-length',
        TRUST_PROXY: '1',
      },
      { logDestination: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => ctx.close());

  it('logs each request at info with its path and route, but no query, body, address or header', async () => {
    const email = `logged-${Date.now()}@example.org`;
    const forwardedFor = '198.51.100.23';
    await signUp(ctx.app, { email, confirmEmail: email });
    await postJson(ctx.app, '/api/accounts/password-reset', { email });
    await ctx.app.inject({
      method: 'GET',
      url: '/verify-email?token=secret-verification-token&email=someone%40example.org',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor, 'user-agent': 'LoggingProbe/1.0' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: '/sandbox/payments/onboarding/acct_sandbox_x?token=link-secret',
    });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const incoming = entries.filter((entry) => entry.msg === 'incoming request');
    // The requests are logged (this test would pass vacuously with no log at all) ...
    expect(incoming.map((entry) => entry.req)).toContainEqual({
      method: 'GET',
      url: '/verify-email',
      route: '/*',
    });
    expect(incoming.map((entry) => entry.req)).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/accounts/signup', route: '/api/accounts/signup' }),
    );
    expect(entries.some((entry) => entry.msg === 'request completed' && entry.level === 30)).toBe(true);
    // Each request has an id unique across instances, on its incoming and its completed line.
    const ids = incoming.map((entry) => String(entry.reqId));
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    const completedIds = entries.filter((entry) => entry.msg === 'request completed').map((e) => e.reqId);
    expect(completedIds).toEqual(expect.arrayContaining(ids));
    // ... and nothing personal or secret is in any line.
    const log = lines.join('\n');
    for (const secret of [
      email,
      'someone%40example.org',
      'secret-verification-token',
      'link-secret',
      forwardedFor,
      '10.0.0.2',
      '127.0.0.1',
      'LoggingProbe',
      'goalie42',
      'token=',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
