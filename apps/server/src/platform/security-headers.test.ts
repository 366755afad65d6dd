import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/** The directives of a Content-Security-Policy header, by name. */
function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

function expectAppPagePolicy(res: { headers: Record<string, string | string[] | number | undefined> }) {
  const csp = cspDirectives(res.headers['content-security-policy']);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers (development, http)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it.each(['/', '/signin', '/portal/dashboard'])(
    'serves %s with a CSP that allows no inline or foreign script and no framing',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectAppPagePolicy(res);
      // Plain http: no HSTS, and no upgrade of the page's requests to an https that is not there.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(cspDirectives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        false,
      );
    },
  );

  it('sends nosniff on API answers, errors, 404s and answers refused before routing', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/health' }),
      await ctx.app.inject({ method: 'GET', url: '/api/session' }),
      await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await postJson(ctx.app, '/api/accounts/signin', { email: 'not-an-email' }),
      await ctx.app.inject({ method: 'GET', url: '/%ff' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 404, 400, 400]);
    for (const res of answers) expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a URL the router cannot decode in the usual error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'bad_request', message: 'This address is not valid. Please check the link.' },
    });
    expect(cspDirectives(res.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('keeps the stricter policy of the sandbox onboarding page', async () => {
    const { cookie } = await signUp(ctx.app);
    const { onboardingUrl } = (await postJson(ctx.app, '/api/payments/account', undefined, cookie)).json();
    const url = new URL(onboardingUrl);
    const res = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(200);
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves /api/docs in development with the allowances swagger-ui needs and no more', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    // Its scripts are files of our origin; nothing inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = cspDirectives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('validatorUrl');
  });
});

/** A new team's home page and cart, and the portal's sign-in page, of one app. */
async function teamAndPortalPages(ctx: TestContext) {
  const { session } = await signUp(ctx.app);
  const slug: string = session.team.slug;
  const [home, cart, signin] = await Promise.all(
    [`/sites/${slug}`, `/sites/${slug}/cart`, '/signin'].map((url) => ctx.app.inject({ method: 'GET', url })),
  );
  expect([home?.statusCode, cart?.statusCode, signin?.statusCode]).toEqual([200, 200, 200]);
  return { home: home!, cart: cart!, signin: signin! };
}

// Issue 33 §1: the cart's checkout form posts to us and we answer 303 to the provider's hosted page;
// Chromium applies form-action to that redirect, so with form-action 'self' alone no fan could pay
// when the page is on another origin than the site (Stripe's always is). e2e/hosted-checkout-origin
// proves it in the browser.
describe("team pages may post to the payment provider's checkout, and nowhere else off-site", () => {
  it("allows the sandbox's pages on their own origin (SANDBOX_PAYMENTS_URL)", async () => {
    const ctx = await createTestApp({ SANDBOX_PAYMENTS_URL: 'http://127.0.0.1:3000' });
    try {
      const { home, cart, signin } = await teamAndPortalPages(ctx);
      for (const page of [home, cart]) {
        const csp = cspDirectives(page.headers['content-security-policy']);
        expect(csp.get('form-action')).toEqual(["'self'", 'http://127.0.0.1:3000']);
        // The website editor frames team pages; no other site may.
        expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
      // The portal posts nowhere but to us.
      expect(cspDirectives(signin.headers['content-security-policy']).get('form-action')).toEqual(["'self'"]);
      expectAppPagePolicy(signin);
    } finally {
      await ctx.close();
    }
  });

  it("allows exactly Stripe Checkout's origin in production with Stripe", async () => {
    const ctx = await createTestApp({ ...productionEnv, STRIPE_SECRET_KEY: 'sk_test_csp' });
    try {
      const { home, cart, signin } = await teamAndPortalPages(ctx);
      for (const page of [home, cart]) {
        const csp = cspDirectives(page.headers['content-security-policy']);
        expect(csp.get('form-action')).toEqual(["'self'", 'https://checkout.stripe.com']);
        expect(csp.has('upgrade-insecure-requests')).toBe(true);
      }
      expectAppPagePolicy(signin);
      expect(cspDirectives(signin.headers['content-security-policy']).get('form-action')).toEqual(["'self'"]);
    } finally {
      await ctx.close();
    }
  });
});

const productionEnv = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-test-secret-of-some-length',
  BASE_URL: 'https://sideline.example.org',
};

describe('a production deployment (https BASE_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(productionEnv);
  });
  afterAll(() => ctx.close());

  it('sends HSTS and the app policy, with requests upgraded to https', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/signin' });
    expect(res.statusCode).toBe(200);
    expectAppPagePolicy(res);
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(cspDirectives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['strict-transport-security']).toBe('max-age=15552000');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/static/swagger-ui.css'])(
    'has no API documentation at %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    },
  );

  it.each(['/dev/mail', '/dev/mail?format=json', '/dev/mail/some-id', '/dev/mail/some-id/eml'])(
    'has no development mailbox at %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('a production deployment with API_DOCS=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ ...productionEnv, API_DOCS: 'true' });
  });
  afterAll(() => ctx.close());

  it('serves the API documentation', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(cspDirectives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});
