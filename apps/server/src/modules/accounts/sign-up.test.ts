import { accountMessages as m, teamTimeZoneMessages } from '@sideline/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import {
  getJson,
  mailsTo,
  postJson,
  sessionCookieOf,
  signUp,
  signUpBody,
  teamOfEmail,
  userOfEmail,
} from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('sign-up', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ NOTIFY_EMAIL: 'new-teams@sideline.test' });
  });
  afterAll(() => ctx.close());

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { firstName: '' }, 'firstName', m.firstNameMissing],
    ['first name blank', { firstName: '   ' }, 'firstName', m.firstNameMissing],
    ['last name missing', { lastName: undefined }, 'lastName', m.lastNameMissing],
    ['email missing', { email: '', confirmEmail: '' }, 'email', m.emailMissing],
    ['email invalid', { email: 'coach@', confirmEmail: 'coach@' }, 'email', m.emailInvalid],
    [
      'emails differ',
      { email: 'a@example.org', confirmEmail: 'b@example.org' },
      'confirmEmail',
      m.emailsDifferent,
    ],
    ['password too short', { password: 'ab1' }, 'password', m.passwordTooShort],
    ['password without a letter', { password: '12345678' }, 'password', m.passwordNeedsLetter],
    ['password missing', { password: '' }, 'password', m.passwordMissing],
    ['password absent', { password: undefined }, 'password', m.passwordMissing],
    ['organization name missing', { organizationName: '' }, 'organizationName', m.organizationNameMissing],
    ['team name missing', { teamName: '' }, 'teamName', m.teamNameMissing],
    ['sport missing', { sportsType: 'NONE' }, 'sportsType', m.sportsTypeMissing],
    ['sport absent', { sportsType: undefined }, 'sportsType', m.sportsTypeMissing],
    ['website type missing', { websiteType: 'NONE' }, 'websiteType', m.websiteTypeMissing],
    ['age category missing', { ageType: undefined }, 'ageType', m.ageTypeMissing],
    ['youth team', { ageType: 'YOUTH' }, 'ageType', m.youthRejected],
    [
      'privacy policy not accepted',
      { acceptPrivacyPolicy: false },
      'acceptPrivacyPolicy',
      m.policiesNotAccepted,
    ],
    [
      'terms not accepted',
      { acceptTermsOfService: undefined },
      'acceptTermsOfService',
      m.policiesNotAccepted,
    ],
    ['time zone absent', { timeZone: undefined }, 'timeZone', teamTimeZoneMessages.missing],
    ['unknown time zone', { timeZone: 'America/Gotham' }, 'timeZone', teamTimeZoneMessages.unknown],
  ];

  it.each(invalid)('refuses a sign-up with %s', async (_, overrides, field, message) => {
    const body = { ...signUpBody(), ...overrides };
    const res = await postJson(ctx.app, '/api/accounts/signup', body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.fields[field]).toBe(message);
    expect(error.message).toBe(Object.values(error.fields)[0]);
    expect(sessionCookieOf(res)).toBe('');
  });

  it('shows the age-category message when the age is missing and the youth message alone for youth', async () => {
    const missing = await postJson(ctx.app, '/api/accounts/signup', { ...signUpBody(), ageType: undefined });
    expect(missing.json().error.message).toBe(m.ageTypeMissing);
    const youth = await postJson(ctx.app, '/api/accounts/signup', { ...signUpBody(), ageType: 'YOUTH' });
    expect(youth.json().error).toEqual({
      code: 'validation',
      message: m.youthRejected,
      fields: { ageType: m.youthRejected },
    });
  });

  it('creates the user, the organization and the team, and signs the team in', async () => {
    const body = signUpBody({
      email: 'Jordan.Reyes@Example.org',
      confirmEmail: 'jordan.reyes@example.org',
      timeZone: 'America/Chicago',
    });
    const res = await postJson(ctx.app, '/api/accounts/signup', body);
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      userLogged: true,
      accountType: 'TEAM',
      user: {
        email: 'jordan.reyes@example.org',
        emailVerified: false,
        firstName: 'Jordan',
        lastName: 'Reyes',
      },
      team: {
        name: body.teamName,
        organizationName: 'Harbor City University',
        email: 'jordan.reyes@example.org',
        sportsType: 'WOMENSICEHOCKEY',
        websiteType: 'WEBSITEANDSTORE',
        loginCount: 1,
      },
    });
    const cookie = res.cookies.find((c) => c.name === 'sideline.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const team = await teamOfEmail(ctx.database.db, 'jordan.reyes@example.org');
    assert(team);
    expect(team.loginCount).toBe(1);
    expect(team.loginTime).toBeInstanceOf(Date);
    expect(team.ageType).toBe('COLLEGIATE');
    // Issue 35 §1: the zone chosen at sign-up, not Eastern for every team.
    expect(team.timeZone).toBe('America/Chicago');
    const [organization] = await ctx.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, team.organizationId));
    assert(organization);
    expect(organization.ownerUserId).toBe(session.user.id);

    // The session cookie works.
    const current = await getJson(ctx.app, '/api/session', sessionCookieOf(res));
    expect(current.json()).toEqual(session);
  });

  it('writes the verification, welcome and internal notification mails with the team name', async () => {
    const { body, session } = await signUp(ctx.app, {
      teamName: 'Riverside Rockets',
      sportsType: 'MENSRUGBY',
    });
    const userMails = await mailsTo(ctx.database.db, body.email);
    expect(userMails.map((mail) => mail.templateId).sort()).toEqual(['email-verification', 'welcome']);
    for (const mail of userMails) {
      expect(mail.teamId).toBe(session.team.id);
      expect(mail.sportsType).toBe('MENSRUGBY');
      expect(mail.status).toBe('pending');
      expect(mail.from).toBe(ctx.config.mailFrom);
    }
    const verification = userMails.find((mail) => mail.templateId === 'email-verification')!;
    expect(verification.subject).toBe('Verify your email address for Riverside Rockets on Sideline');
    expect(verification.text).toContain('Hi Jordan,');
    expect(verification.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=\S+/);
    expect(verification.html).toContain('Riverside Rockets');
    const welcome = userMails.find((mail) => mail.templateId === 'welcome')!;
    expect(welcome.subject).toBe('Welcome to Sideline, Riverside Rockets!');
    expect(welcome.text).toContain("Men's Rugby Team");
    expect(welcome.text).toContain('http://localhost:3000/portal/dashboard');
    expect(welcome.text).toContain(`http://localhost:3000/sites/${session.team.slug}`);

    const [notification] = await mailsTo(ctx.database.db, 'new-teams@sideline.test').then((mails) =>
      mails.filter((mail) => mail.teamId === session.team.id),
    );
    assert(notification);
    expect(notification.templateId).toBe('new-team-notification');
    expect(notification.subject).toBe("New team signed up: Riverside Rockets (Men's Rugby Team)");
    expect(notification.replyTo).toBe(body.email);
    expect(notification.text).toContain(`Email: ${body.email}`);
    expect(notification.text).toContain('Age category: Collegiate');
  });

  it('refuses an email that already has an account', async () => {
    const { body } = await signUp(ctx.app);
    const again = await postJson(ctx.app, '/api/accounts/signup', {
      ...signUpBody(),
      email: body.email.toUpperCase(),
      confirmEmail: body.email,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'email_taken', message: m.emailTaken });
    const [counted] = await ctx.database.db
      .select({ value: count() })
      .from(users)
      .where(eq(users.email, body.email));
    expect(counted?.value).toBe(1);
  });

  it('finishes an account cut between its user and its team once, for the same password only', async () => {
    // What a process killed mid sign-up leaves (process-kill.test.ts): the user without its team.
    const { body } = await signUp(ctx.app);
    const user = await userOfEmail(ctx.database.db, body.email);
    assert(user);
    await ctx.database.db.delete(teams).where(eq(teams.ownerUserId, user.id));
    await ctx.database.db.delete(organizations).where(eq(organizations.ownerUserId, user.id));

    const otherPassword = await postJson(ctx.app, '/api/accounts/signup', {
      ...body,
      password: 'someone-else-9',
    });
    expect(otherPassword.statusCode).toBe(409);
    expect(otherPassword.json().error).toEqual({ code: 'email_taken', message: m.emailTaken });
    expect(await teamOfEmail(ctx.database.db, body.email)).toBeFalsy();

    const [finished, twice] = await Promise.all([
      postJson(ctx.app, '/api/accounts/signup', body),
      postJson(ctx.app, '/api/accounts/signup', body),
    ]);
    expect([finished.statusCode, twice.statusCode].sort()).toEqual([201, 409]);
    const session = (finished.statusCode === 201 ? finished : twice).json();
    expect(session).toMatchObject({ userLogged: true, user: { email: body.email } });
    expect((await teamOfEmail(ctx.database.db, body.email))?.ownerUserId).toBe(user.id);
    const [owned] = await ctx.database.db
      .select({ value: count() })
      .from(organizations)
      .where(eq(organizations.ownerUserId, user.id));
    expect(owned?.value).toBe(1);
  });

  it('records the referring team when the sign-up carries a known referral id', async () => {
    const referrer = await signUp(ctx.app);
    const { body } = await signUp(ctx.app, { referral: referrer.session.team.referralId });
    expect((await teamOfEmail(ctx.database.db, body.email))?.referredBy).toBe(
      referrer.session.team.referralId,
    );
    const unknown = await signUp(ctx.app, { referral: 'no-such-referral' });
    expect((await teamOfEmail(ctx.database.db, unknown.body.email))?.referredBy).toBeNull();
  });
});

describe('sign-up text and password rules', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const refusedWith = async (overrides: Record<string, unknown>) => {
    const body = { ...signUpBody(), ...overrides };
    const res = await postJson(ctx.app, '/api/accounts/signup', body);
    expect(res.statusCode).toBe(400);
    expect(sessionCookieOf(res)).toBe('');
    expect(await userOfEmail(ctx.database.db, body.email)).toBeUndefined();
    return res.json().error;
  };

  it.each([
    [
      'a team name of only a right-to-left override and a zero-width space',
      { teamName: '\u202e\u200b' },
      'teamName',
      'The team name cannot contain invisible or text-direction characters',
    ],
    [
      'CR/LF in the first name',
      { firstName: 'Jordan\r\nBcc: victim@example.org' },
      'firstName',
      'The first name cannot contain line breaks, tabs or other control characters',
    ],
    [
      'a BEL in the organization name',
      { organizationName: 'Harbor\u0007 University' },
      'organizationName',
      'The organization name cannot contain line breaks, tabs or other control characters',
    ],
    [
      'a name without a letter',
      { lastName: '...' },
      'lastName',
      'The last name must contain at least one letter',
    ],
    [
      'a team name over 100 characters',
      { teamName: 'H'.repeat(101) },
      'teamName',
      'Please keep the team name to 100 characters or fewer',
    ],
  ])('refuses %s with the field named', async (_, overrides, field, message) => {
    const error = await refusedWith(overrides);
    expect(error).toEqual({ code: 'validation', message, fields: { [field]: message } });
  });

  it('refuses a NUL rather than cutting it', async () => {
    // The platform's input guard answers first, for every route; the domain rule would name the field.
    const error = await refusedWith({ lastName: 'Reyes\u0000' });
    expect(error.message).toMatch(/NUL/);
  });

  it('refuses a password that is the email, or one of the most common passwords', async () => {
    const email = `Same-${Date.now()}@Example.org`;
    expect((await refusedWith({ email, confirmEmail: email, password: email.toLowerCase() })).fields).toEqual(
      {
        password: m.passwordIsEmail,
      },
    );
    for (const password of ['password1', 'iloveyou', 'qwerty123', 'hockey']) {
      expect((await refusedWith({ password })).fields).toEqual({ password: m.passwordTooCommon });
    }
  });

  it('stores names trimmed and as typed otherwise', async () => {
    const { body, session } = await signUp(ctx.app, {
      firstName: '  Zoë ',
      teamName: ' Ñandú Rugby ',
      organizationName: 'Université de Montréal',
    });
    expect(session.user.firstName).toBe('Zoë');
    expect(session.team.name).toBe('Ñandú Rugby');
    expect((await teamOfEmail(ctx.database.db, body.email))?.name).toBe('Ñandú Rugby');
  });
});

describe('sign-up when the team cannot be created', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // A file store that refuses every write: seeding the team's images fails.
    ctx = await createTestApp(
      {},
      {
        storage: {
          put: async () => {
            throw new Error('storage is down');
          },
          get: async () => null,
          delete: async () => {},
          check: async () => {},
          publicUrlOf: () => null,
        },
      },
    );
  });
  afterAll(() => ctx.close());

  it('removes the new user, writes no mail, signs out and says the organization was not created', async () => {
    const body = signUpBody();
    const res = await postJson(ctx.app, '/api/accounts/signup', body);
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({
      code: 'organization_creation_failed',
      message: m.organizationCreationFailed,
    });
    expect(sessionCookieOf(res)).toBe('');
    expect(await userOfEmail(ctx.database.db, body.email)).toBeUndefined();
    expect(await ctx.database.db.select().from(teams)).toEqual([]);
    expect(await ctx.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
