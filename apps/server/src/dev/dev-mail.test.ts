import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('/dev/mail outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the outbox newest first, as HTML and as JSON, and renders one mail with its template and area', async () => {
    const { body } = await signUp(ctx.app, { teamName: 'Bayview <Bears>' });
    const json = await ctx.app.inject({ method: 'GET', url: '/dev/mail?format=json' });
    expect(json.statusCode).toBe(200);
    const mails = json.json() as {
      id: string;
      to: string[];
      subject: string;
      text: string;
      html: string;
      status: string;
      timeCreated: string;
    }[];
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const times = mails.map((mail) => Date.parse(mail.timeCreated));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const verification = mails.find(
      (mail) => mail.to.includes(body.email) && mail.subject.startsWith('Verify'),
    )!;
    expect(verification).toMatchObject({ status: 'pending' });
    expect(Object.keys(verification).sort()).toEqual(
      ['html', 'id', 'status', 'subject', 'templateId', 'text', 'timeCreated', 'to'].sort(),
    );

    const list = await ctx.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(`href="/dev/mail/${verification.id}"`);
    expect(list.body).toContain('Bayview &lt;Bears&gt;');
    expect(list.body).toContain('<td>email-verification (accounts)</td>');

    const one = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${verification.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<iframe title="HTML body of the mail" sandbox="" srcdoc="');
    expect(one.body).not.toContain('<Bears>');
    expect(one.body).toContain('/verify-email?token=');
    expect(one.body).toContain('<dt>Template</dt><dd>email-verification (accounts)</dd>');

    const eml = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${verification.id}/eml` });
    expect(eml.headers['content-type']).toContain('message/rfc822');
    expect(eml.body).toContain('MIME-Version: 1.0');

    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail/nope' })).statusCode).toBe(404);
  });
});

describe('/dev/mail in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-test-secret-of-some-length',
    });
  });
  afterAll(() => ctx.close());

  it.each(['/dev/mail', '/dev/mail?format=json', '/dev/mail/some-id', '/dev'])(
    'answers 404 for %s',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    },
  );
});

describe('/dev/mail in development: this machine only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'development' });
    await signUp(ctx.app);
  });
  afterAll(() => ctx.close());

  const read = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'GET', url, ...options });

  it('answers a browser on this machine (IPv4 and IPv6 loopback)', async () => {
    expect((await read('/dev/mail?format=json', { remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await read('/dev/mail', { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await read('/dev/mail', { remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
  });

  it.each([
    '/dev/mail',
    '/dev/mail?format=json',
    '/dev/mail/some-id',
    '/dev/mail/some-id/eml',
    '/%64ev/mail',
  ])(
    'answers 404 at %s to another address, even one that claims to be local in X-Forwarded-For',
    async (url) => {
      for (const remoteAddress of ['203.0.113.7', '10.1.2.3', '::ffff:192.168.1.20']) {
        expect((await read(url, { remoteAddress })).statusCode).toBe(404);
        const claimed = await read(url, { remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
        expect(claimed.statusCode).toBe(404);
      }
    },
  );

  it('answers 404 to a request a proxy on this machine forwarded for someone else', async () => {
    const proxied = await read('/dev/mail?format=json', {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
    const forwarded = await read('/dev/mail', {
      remoteAddress: '127.0.0.1',
      headers: { forwarded: 'for=203.0.113.7' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('does not widen when TRUST_PROXY makes request.ip the forwarded address', async () => {
    const trusting = await createTestApp({ NODE_ENV: 'development', TRUST_PROXY: '1' });
    try {
      const res = await trusting.app.inject({
        method: 'GET',
        url: '/dev/mail?format=json',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await trusting.close();
    }
  });
});

describe('/dev/mail with DEV_MAILBOX=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NODE_ENV: 'development', DEV_MAILBOX: 'true' });
  });
  afterAll(() => ctx.close());

  it('answers any address (a shared test server)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
  });
});
