import {
  buildFormSlug,
  formSpamRules,
  type TeamSportsType,
  teamMailBudgetSpentMessage,
  teamMailMessages,
} from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { submittedForms } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { teams } from '../../db/schema/teams.ts';
import { buildEml, createMailDelivery } from '../../platform/mail/index.ts';
import { mailsTo, postJsonFrom, signUp } from '../../test/account-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from './form-start-token.ts';

/**
 * Security round 2, finding 1: Sideline as a spam and phishing relay. Each test is the attack:
 * an account posts its own public form with a victim's address, then mails the victim through
 * the inbox's reply, or through the confirmation of the form.
 */
const victim = 'victim@example.org';
const publicContact = 'office@hawks.example';
let clientCounter = 0;

async function setUp(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  const started = createFormStartTokens(ctx.config.authSecret).issue(new Date(Date.now() - 10_000));

  /** A signed-up team; `verified` marks its admin's email verified, `contact` publishes an address. */
  async function team(options: { verified?: boolean; contact?: string } = {}) {
    const account = await signUp(ctx.app);
    const teamId: string = account.session.team.id;
    if (options.verified) {
      await ctx.database.db
        .update(users)
        .set({ emailVerified: true })
        .where(eq(users.email, account.body.email));
    }
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
    assert(row);
    if (options.contact) {
      const contacts = row.info.contacts.map((c) =>
        c.required ? { ...c, email: options.contact ?? '' } : c,
      );
      await ctx.database.db
        .update(teams)
        .set({ info: { ...row.info, contacts } })
        .where(eq(teams.id, teamId));
    }
    return { ...account, teamId, slug: row.slug, sportsType: row.sportsType as TeamSportsType };
  }

  /** Posts the team's own contact form with the victim's address, from a fresh client address. */
  async function postForm(
    owner: Awaited<ReturnType<typeof team>>,
    answers: Record<string, string> = {},
  ): Promise<string> {
    clientCounter += 1;
    const slug = buildFormSlug('contact-us', owner.sportsType);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${owner.slug}/forms/${slug}`,
      remoteAddress: `198.51.100.${clientCounter % 250}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: {
        firstName: 'Free',
        lastName: 'Prize',
        email: victim,
        topic: 'topic-1',
        message: 'Claim your prize at http://evil.example',
        [formSpamRules.startedField]: started,
        ...answers,
      },
    });
    expect(res.json().status).toBe('sent');
    const [latest] = (await callSection(ctx.app, 'GET', '/api/submissions', owner.cookie)).json().items;
    return latest.id as string;
  }

  const reply = (
    owner: { cookie: string },
    id: string,
    message = 'Your account is locked: log in at http://evil.example',
  ) =>
    callSection(ctx.app, 'POST', `/api/submissions/${id}/reply`, owner.cookie, {
      subject: 'Re: Contact Us',
      message,
    });

  const teamMails = (teamId: string, templateId: string) =>
    ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.teamId, teamId), eq(mailOutbox.templateId, templateId)));

  return { ctx, team, postForm, reply, teamMails };
}

describe('team mail: replies and confirmations are no relay', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp();
  });
  afterAll(() => t.ctx.close());

  it("refuses an unverified admin's reply and queues nothing", async () => {
    const owner = await t.team({ contact: publicContact });
    const id = await t.postForm(owner);
    const res = await t.reply(owner, id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(teamMailMessages.replyNeedsVerifiedEmail);
    expect(await t.teamMails(owner.teamId, 'form-reply')).toEqual([]);
    const [row] = await t.ctx.database.db.select().from(submittedForms).where(eq(submittedForms.id, id));
    assert(row);
    expect(row.replied).toBe(false);
  });

  it('sends no confirmation to a typed address while the admin is unverified, yet stores the submission in the inbox', async () => {
    const owner = await t.team({ contact: publicContact });
    const id = await t.postForm(owner, { message: 'Stored even so' });
    expect(await t.teamMails(owner.teamId, 'form-confirmation')).toEqual([]);
    expect(await t.teamMails(owner.teamId, 'form-notification')).toEqual([]);
    expect((await mailsTo(t.ctx.database.db, victim)).filter((m) => m.teamId === owner.teamId)).toEqual([]);
    const inbox = await callSection(t.ctx.app, 'GET', `/api/submissions/${id}`, owner.cookie);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().answers).toEqual(
      expect.arrayContaining([{ id: 'message', title: 'Message', value: 'Stored even so' }]),
    );
  });

  it("sends a verified team's reply under its name, answered at its public contact, with its subject prefix and the abuse footer", async () => {
    const owner = await t.team({ verified: true, contact: publicContact });
    const id = await t.postForm(owner);
    const res = await t.reply(owner, id, 'Hi Free,\nTryouts are on Sept 3.');
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.teamMails(owner.teamId, 'form-reply');
    assert(mail);
    const teamName = owner.body.teamName;
    expect(mail.to).toEqual([victim]);
    expect(mail.from).toBe(`"${teamName} via Sideline" <hello@sideline.local>`);
    expect(mail.replyTo).toBe(publicContact);
    expect(mail.replyTo).not.toBe(owner.body.email);
    expect(mail.subject).toBe(`[${teamName}] Re: Contact Us`);
    expect(mail.text).toContain(`Sent by ${teamName} through Sideline`);
    expect(mail.text).toContain('forward it to support@sideline.local');
    // Issue 19: the admin's own text is the message, not quoted back at the reader.
    expect(mail.text).toContain('Hi Free,\nTryouts are on Sept 3.');
    expect(mail.text).not.toMatch(/^> /m);
    expect(mail.text).toContain('In answer to your “Contact Us” form of');
    const eml = (await buildEml(mail)).toString();
    expect(eml).toContain(`From: ${teamName} via Sideline <hello@sideline.local>`);
    expect(eml).toContain(`Reply-To: ${publicContact}`);
  });

  it("refuses a reply while the team has no public contact address, rather than exposing the admin's sign-in address", async () => {
    const owner = await t.team({ verified: true });
    const id = await t.postForm(owner);
    const res = await t.reply(owner, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(teamMailMessages.replyNeedsPublicContact);
    expect(await t.teamMails(owner.teamId, 'form-reply')).toEqual([]);
    // The confirmation names no reply address then, and never the admin's.
    const [confirmation] = await t.teamMails(owner.teamId, 'form-confirmation');
    assert(confirmation);
    expect(confirmation.replyTo).toBeNull();
    expect(confirmation.text).not.toContain(owner.body.email);
    expect(confirmation.text).not.toContain('You can reply to this email');
  });

  it("quotes only the first line of each answer in the confirmation (the team's inbox keeps the whole)", async () => {
    const owner = await t.team({ verified: true, contact: publicContact });
    const long = `Buy now ${'x'.repeat(200)}`;
    const id = await t.postForm(owner, {
      message: 'When are tryouts?\nSECOND LINE: wire money to http://evil.example',
      lastName: long,
    });
    const [confirmation] = await t.teamMails(owner.teamId, 'form-confirmation');
    assert(confirmation);
    expect(confirmation.to).toEqual([victim]);
    expect(confirmation.from).toBe(`"${owner.body.teamName} via Sideline" <hello@sideline.local>`);
    expect(confirmation.replyTo).toBe(publicContact);
    expect(confirmation.text).toContain('Message: When are tryouts?…');
    expect(confirmation.text).not.toContain('SECOND LINE');
    expect(confirmation.html).not.toContain('SECOND LINE');
    expect(confirmation.text).not.toContain(long);
    expect(confirmation.text).toContain(`Last Name: ${long.slice(0, 80)}…`);
    expect(confirmation.text).toContain('forward it to support@sideline.local');
    const inbox = (await callSection(t.ctx.app, 'GET', `/api/submissions/${id}`, owner.cookie)).json();
    expect(inbox.answers.find((a: { id: string }) => a.id === 'message').value).toContain('SECOND LINE');
  });
});

describe('team mail: the daily budget', () => {
  const perDay = 3;
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp({ TEAM_MAIL_PER_DAY: String(perDay) });
  });
  afterAll(() => t.ctx.close());

  it('refuses a reply once the budget is spent, with a clear message, and queues nothing', async () => {
    const owner = await t.team({ verified: true, contact: publicContact });
    // The form post spends two: the notification to the team and the confirmation to the sender.
    const id = await t.postForm(owner);
    expect((await t.reply(owner, id)).statusCode).toBe(200);
    const refused = await t.reply(owner, id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      new RegExp(`^${teamMailBudgetSpentMessage(perDay, 1).slice(0, 40).replace(/[()]/g, '\\$&')}`),
    );
    expect(refused.json().error.message).toContain(`its ${perDay} emails for today`);
    expect(await t.teamMails(owner.teamId, 'form-reply')).toHaveLength(1);

    // A further form post is stored and shown, but mails no one.
    const next = await t.postForm(owner, { email: 'second-victim@example.org', message: 'Stored' });
    expect(next).not.toBe(id);
    expect((await t.teamMails(owner.teamId, 'form-confirmation')).map((mail) => mail.to[0])).toEqual([
      victim,
    ]);
    // Another team's budget is its own.
    const other = await t.team({ verified: true, contact: publicContact });
    const otherId = await t.postForm(other);
    expect((await t.reply(other, otherId)).statusCode).toBe(200);
  });
});

describe('team mail: transactional mail is never held', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    // No team mail at all: only what the platform owes a person may go out. Production mode (a
    // loopback trial) also sends the sign-in notification.
    t = await setUp({ TEAM_MAIL_PER_DAY: '0', NODE_ENV: 'production' });
  });
  afterAll(() => t.ctx.close());

  it('queues and delivers sign-up, verification, reset, sign-in notification and cool-down mails while the team has no mail left', async () => {
    const owner = await t.team({ contact: publicContact });
    const id = await t.postForm(owner);
    expect(await t.teamMails(owner.teamId, 'form-confirmation')).toEqual([]);
    await t.ctx.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, owner.body.email));
    const refused = await t.reply(owner, id);
    expect(refused.statusCode).toBe(429);

    await postJsonFrom(t.ctx.app, '192.0.2.10', '/api/accounts/password-reset', { email: owner.body.email });
    // Unverify again to ask for a new verification link.
    await t.ctx.database.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, owner.body.email));
    await postJsonFrom(t.ctx.app, '192.0.2.10', '/api/accounts/verification/resend', undefined, owner.cookie);
    const signedIn = await postJsonFrom(t.ctx.app, '192.0.2.12', '/api/accounts/signin', {
      email: owner.body.email,
      password: owner.body.password,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    for (let i = 0; i < 5; i++) {
      await postJsonFrom(t.ctx.app, '192.0.2.11', '/api/accounts/signin', {
        email: owner.body.email,
        password: `wrong-${i}-x`,
      });
    }
    const expected = [
      'email-verification',
      'welcome',
      'password-reset',
      'sign-in-notification',
      'sign-in-cool-down',
    ];
    const toOwner = await mailsTo(t.ctx.database.db, owner.body.email);
    const templates = toOwner.map((mail) => mail.templateId);
    expect(templates).toEqual(expect.arrayContaining(expected));
    expect(templates.filter((template) => template === 'email-verification')).toHaveLength(2);

    const delivered: string[] = [];
    const delivery = createMailDelivery({
      db: t.ctx.database.db,
      transport: { name: 'recording', send: async (mail) => void delivered.push(mail.templateId) },
      batchSize: 100,
      now: () => new Date(Date.now() + 1000),
    });
    await delivery.deliverDue();
    expect(delivered).toEqual(expect.arrayContaining([...expected, 'new-team-notification']));
    const held = await t.ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.teamId, owner.teamId));
    expect(held.filter((mail) => mail.status !== 'sent')).toEqual([]);
  });
});
