import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('/dev/mail outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('lists the outbox newest first, as HTML and as JSON, and renders one mail', async () => {
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

    const one = await ctx.app.inject({ method: 'GET', url: `/dev/mail/${verification.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<iframe title="HTML body of the mail" sandbox="" srcdoc="');
    expect(one.body).not.toContain('<Bears>');
    expect(one.body).toContain('/verify-email?token=');

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
