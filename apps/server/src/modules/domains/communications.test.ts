import { buildFormSlug, communicationsMessages, formSpamRules, type TeamSportsType } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/teams.ts';
import { mailsTo, optOutOfAllOptionalMail } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from '../form-submissions/form-start-token.ts';
import { signUpVerifiedTeam } from './domain-test-helpers.ts';

describe('Settings → Communications', () => {
  let ctx: TestContext;
  let clientCounter = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function verifiedTeam() {
    const account = await signUpVerifiedTeam(ctx);
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, account.teamId));
    assert(row);
    return { ...account, row };
  }

  /** A visitor sends the team's contact form; returns the feedback notifications the team got. */
  async function sendContactForm(team: Awaited<ReturnType<typeof verifiedTeam>>) {
    clientCounter += 1;
    const started = createFormStartTokens(ctx.config.authSecret).issue(new Date(Date.now() - 10_000));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.row.slug}/forms/${buildFormSlug('contact-us', team.row.sportsType as TeamSportsType)}`,
      remoteAddress: `198.51.100.${clientCounter}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: {
        firstName: 'Pat',
        lastName: 'Fan',
        email: `fan${clientCounter}@example.org`,
        topic: 'topic-1',
        message: 'When are tryouts?',
        [formSpamRules.startedField]: started,
      },
    });
    expect(res.json().status).toBe('sent');
    return (await mailsTo(ctx.database.db, team.email)).filter(
      (mail) => mail.templateId === 'form-notification',
    );
  }

  it('starts from the sign-up address wanting everything, and saves addresses, phones and preferences', async () => {
    const team = await verifiedTeam();
    const initial = await callSection(ctx.app, 'GET', '/api/settings/communications', team.cookie);
    expect(initial.json()).toEqual({
      emails: [{ email: team.email, account: true, updates: true, tips: true, all: true }],
      phones: [],
      notifications: { feedbackNotification: true, futureNotification: true, domainNotification: true },
      emailsNotAllowed: [],
    });
    const saved = await callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, {
      emails: [
        { email: team.email, account: true, updates: false, tips: false, all: true },
        { email: 'Treasurer@Hawks.example', account: true, updates: true, tips: true, all: true },
      ],
      phones: [{ phone: '+1 555 010 2030', account: true, updates: false, tips: false, all: true }],
      notifications: { feedbackNotification: true, futureNotification: false, domainNotification: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().emails[1]).toEqual({
      email: 'treasurer@hawks.example',
      account: true,
      updates: true,
      tips: true,
      all: true,
    });
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, team.row.id));
    expect(row?.communications.phones).toEqual([
      { phone: '+1 555 010 2030', account: true, updates: false, tips: false, all: true },
    ]);
    expect(row?.notifications.futureNotification).toBe(false);
  });

  it('names the field of a bad address, phone or duplicate', async () => {
    const team = await verifiedTeam();
    const put = (body: unknown) =>
      callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, body);
    const notifications = { feedbackNotification: true, futureNotification: true, domainNotification: true };
    const badEmail = await put({ emails: [{ email: 'not-an-email' }], phones: [], notifications });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toEqual({ 'emails.0.email': 'Please enter a valid email address' });
    const badPhone = await put({ emails: [], phones: [{ phone: 'call me' }], notifications });
    expect(badPhone.json().error.fields).toEqual({ 'phones.0.phone': communicationsMessages.phoneInvalid });
    const duplicate = await put({
      emails: [{ email: 'a@b.org' }, { email: 'A@B.org' }],
      phones: [],
      notifications,
    });
    expect(duplicate.json().error.fields).toEqual({ emails: communicationsMessages.duplicateEmail });
  });

  it('holds back form notifications from an address that opted out, and when feedback notifications are off', async () => {
    const team = await verifiedTeam();
    expect(await sendContactForm(team)).toHaveLength(1);

    const settings = (await callSection(ctx.app, 'GET', '/api/settings/communications', team.cookie)).json();
    await callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, {
      ...settings,
      emails: [{ email: team.email, account: true, updates: true, tips: true, all: false }],
    });
    expect(await sendContactForm(team)).toHaveLength(1);

    await callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, {
      ...settings,
      notifications: { ...settings.notifications, feedbackNotification: false },
    });
    expect(await sendContactForm(team)).toHaveLength(1);

    await callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, settings);
    expect(await sendContactForm(team)).toHaveLength(2);
  });

  it('keeps the do-not-mail list: no form notification goes to a listed address until it is taken off', async () => {
    const team = await verifiedTeam();
    const settings = (await callSection(ctx.app, 'GET', '/api/settings/communications', team.cookie)).json();
    const put = (body: unknown) =>
      callSection(ctx.app, 'PUT', '/api/settings/communications', team.cookie, body);
    const listed = await put({
      ...settings,
      emailsNotAllowed: [{ email: team.email.toUpperCase() }, { email: 'former-coach@hawks.example' }],
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().emailsNotAllowed).toEqual([
      { email: team.email.toLowerCase() },
      { email: 'former-coach@hawks.example' },
    ]);
    const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, team.row.id));
    expect(row?.communications.emailsNotAllowed).toEqual([
      team.email.toLowerCase(),
      'former-coach@hawks.example',
    ]);
    expect(await sendContactForm(team)).toHaveLength(0);

    const duplicate = await put({
      ...settings,
      emailsNotAllowed: [{ email: 'a@hawks.example' }, { email: 'A@hawks.example' }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields).toEqual({
      emailsNotAllowed: communicationsMessages.duplicateDoNotMail,
    });
    const badAddress = await put({ ...settings, emailsNotAllowed: [{ email: 'nobody' }] });
    expect(badAddress.json().error.fields).toEqual({
      'emailsNotAllowed.0.email': 'Please enter a valid email address',
    });
    const tooMany = await put({
      ...settings,
      emailsNotAllowed: Array.from({ length: 101 }, (_, i) => ({ email: `fan${i}@hawks.example` })),
    });
    expect(tooMany.json().error.fields).toEqual({
      emailsNotAllowed: communicationsMessages.doNotMailTooMany,
    });

    expect((await put({ ...settings, emailsNotAllowed: [] })).statusCode).toBe(200);
    expect(await sendContactForm(team)).toHaveLength(1);
  });

  it('always sends security mail, whatever the address opted out of', async () => {
    const team = await verifiedTeam();
    await optOutOfAllOptionalMail(ctx.app, team.cookie, team.email);
    const reset = await callSection(ctx.app, 'POST', '/api/accounts/password-reset', '', {
      email: team.email,
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const mails = await mailsTo(ctx.database.db, team.email);
    expect(mails.map((mail) => mail.templateId)).toContain('password-reset');
  });
});
