import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('public routes and redirects', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const redirects: [string, string][] = [
    ['/login', '/signin'],
    ['/contact', '/contactus'],
    ['/demo', '/demo/hockey'],
    ['/prices', '/pricing'],
    ['/price', '/pricing'],
    ['/subscription', '/pricing'],
    ['/subscriptions', '/pricing'],
    ['/signup/abc123', '/signup?referral=abc123'],
    ['/portal', '/portal/dashboard'],
    ['/portal/alumni', '/portal/roster/alumni'],
    ['/portal/dashboard/partner', '/portal/dashboard/partner/jog'],
    ['/no/such/page', '/'],
    ['/demo/curling', '/demo/hockey'],
  ];
  it.each(redirects)('redirects %s to %s', async (from, to) => {
    const res = await ctx.app.inject({ method: 'GET', url: from });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it('redirects an unknown single-segment path that is not a referral id to /', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/notareferral' });
    expect(res.headers.location).toBe('/');
  });

  it.each(['/', '/signin', '/pricing', '/version', '/demo/rugby', '/portal/dashboard'])(
    'serves %s as a page',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    },
  );

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('refuses a state-changing API request without the CSRF header', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accounts/signout', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses it also when the path is percent-encoded (the guard looks at the matched route)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/%61pi/accounts/signout', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});
