import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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

  it('answers /robots.txt with rules, not with a page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe('User-agent: *\nDisallow: /portal/\nDisallow: /scan/\nDisallow: /api/\n');
  });

  it('has no scanner service worker to serve without a build', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/scanner-sw.js' });
    expect(res.statusCode).toBe(404);
  });

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

describe('the built web app: prerendered marketing pages (docs/decisions/010), the SPA shell, the scanner worker', () => {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-prerender-dist-'));
  const scannerWorker = "self.addEventListener('fetch', () => {});\n";
  const page = (heading: string) =>
    `<!doctype html><html><head><title>${heading}</title></head><body><div id="root"><h1>${heading}</h1></div></body></html>`;
  let ctx: TestContext;
  beforeAll(async () => {
    // A build in miniature: the SPA shell, and two prerendered pages with their compressed copies.
    mkdirSync(path.join(distDir, 'assets'));
    mkdirSync(path.join(distDir, 'prerender'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(distDir, 'scanner-sw.js'), scannerWorker);
    const pages = {
      'index.html': 'Your club team deserves a real website',
      'pricing.html': 'One simple price per team',
    };
    for (const [file, heading] of Object.entries(pages)) {
      const html = Buffer.from(page(heading));
      writeFileSync(path.join(distDir, 'prerender', file), html);
      writeFileSync(path.join(distDir, 'prerender', `${file}.br`), brotliCompressSync(html));
      writeFileSync(path.join(distDir, 'prerender', `${file}.gz`), gzipSync(html));
    }
    ctx = await createTestApp({}, { webDistDir: distDir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Your club team deserves a real website'],
    ['/pricing', 'One simple price per team'],
  ])('answers %s with HTML that already holds the page', async (url, heading) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<div id="root"><h1>${heading}</h1>`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the copy the build compressed when the browser accepts it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/pricing',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>One simple price per team</h1>');
  });

  it("answers a door volunteer's link /scan/{token} with the SPA shell and the app's security headers", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/scan/k3V9_xQ-7pLm2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/scan', '/scan/a/b'])('sends %s (no token, or more than one) home', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it("serves the scanner's service worker from the site root as a script, revalidated on every check", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/scanner-sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toBe(scannerWorker);
  });

  it.each(['/pricing?referral=abc', '/pricing/', '/signin', '/portal/dashboard'])(
    'answers %s with the SPA shell (no prerendered page for it)',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<!doctype html><div id="root"></div>');
    },
  );
});
