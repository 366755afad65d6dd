import { accountMessages as m } from '@sideline/domain';
import { sql } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/platform.ts';
import { mailsTo, postJson } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('contact form', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: 'help@sideline.test' });
  });
  afterAll(() => ctx.close());

  const message = {
    name: 'Sam Carter',
    email: 'Sam.Carter@Example.org',
    teamName: 'Lakeside Lacrosse',
    message: 'Can we move our store to a custom domain?\nThanks!',
  };

  it('stores the message, mails it to support and thanks the sender', async () => {
    const res = await postJson(ctx.app, '/api/contact', message);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.contactThanks });
    const [stored] = await ctx.database.db.select().from(contactMessages);
    assert(stored);
    expect(stored).toMatchObject({
      name: 'Sam Carter',
      email: 'sam.carter@example.org',
      teamName: 'Lakeside Lacrosse',
    });
    const [mail] = await mailsTo(ctx.database.db, 'help@sideline.test');
    assert(mail);
    expect(mail.templateId).toBe('contact-message');
    expect(mail.replyTo).toBe('sam.carter@example.org');
    expect(mail.reference).toBe(stored.id);
    expect(mail.subject).toBe('Contact form: Sam Carter (Lakeside Lacrosse)');
    expect(mail.text).toContain('> Can we move our store to a custom domain?');
  });

  it('validates name, email and message', async () => {
    const res = await postJson(ctx.app, '/api/contact', { name: '', email: 'x', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: m.contactNameMissing,
      email: m.emailInvalid,
      message: m.contactMessageMissing,
    });
  });

  it('answers the error message with the fallback address when the message cannot be stored', async () => {
    // Take the table away for this request only (restored below, so other tests are not affected).
    await ctx.database.db.execute(sql`ALTER TABLE contact_messages RENAME TO contact_messages_away`);
    try {
      const res = await postJson(ctx.app, '/api/contact', message);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe(
        'We could not send your message. Please email us at help@sideline.test.',
      );
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE contact_messages_away RENAME TO contact_messages`);
    }
  });
});
