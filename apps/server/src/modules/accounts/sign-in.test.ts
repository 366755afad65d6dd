import { accountMessages as m } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth.ts';
import { organizations, teams } from '../../db/schema/teams.ts';
import {
  clearsSessionCookie,
  endUnverifiedGrace,
  getJson,
  mailsTo,
  postJson,
  sessionCookieOf,
  signIn,
  signUp,
  teamOfEmail,
  userOfEmail,
} from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';

describe('sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers "User not found" for an unknown email', async () => {
    const res = await postJson(ctx.app, '/api/accounts/signin', {
      email: 'nobody@example.org',
      password: 'secret1',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'user_not_found', message: m.userNotFound });
  });

  it('answers the wrong-password message for a wrong password', async () => {
    const { body } = await signUp(ctx.app);
    const res = await postJson(ctx.app, '/api/accounts/signin', { email: body.email, password: 'not-it-1' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'wrong_password', message: m.wrongPassword });
    expect(sessionCookieOf(res)).toBe('');
  });

  it('validates the sign-in form', async () => {
    const noEmail = await postJson(ctx.app, '/api/accounts/signin', { email: '', password: 'x' });
    expect(noEmail.json().error.fields).toEqual({ email: m.emailMissing });
    const badEmail = await postJson(ctx.app, '/api/accounts/signin', { email: 'coach', password: 'x' });
    expect(badEmail.json().error.fields).toEqual({ email: m.emailInvalid });
    const noPassword = await postJson(ctx.app, '/api/accounts/signin', {
      email: 'a@example.org',
      password: '',
    });
    expect(noPassword.json().error.fields).toEqual({ password: m.passwordMissing });
  });

  it('counts each sign-in: loginCount + 1 and loginTime now', async () => {
    const { body } = await signUp(ctx.app);
    const before = await teamOfEmail(ctx.database.db, body.email);
    assert(before);
    expect(before.loginCount).toBe(1);
    const started = Date.now();
    const { res, cookie } = await signIn(ctx.app, body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userLogged: true, accountType: 'TEAM', team: { loginCount: 2 } });
    expect(cookie).not.toBe('');
    const after = await teamOfEmail(ctx.database.db, body.email);
    assert(after);
    expect(after.loginCount).toBe(2);
    expect(after.loginTime?.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(after.loginTime?.getTime()).toBeGreaterThan((before.loginTime?.getTime() ?? 0) - 1);
    // No sign-in notification outside production.
    expect((await mailsTo(ctx.database.db, body.email)).map((mail) => mail.templateId)).not.toContain(
      'sign-in-notification',
    );
  });

  it('refuses an unverified email once loginCount reaches the limit (3) after the grace, and signs out', async () => {
    const { body } = await signUp(ctx.app); // loginCount 1
    await endUnverifiedGrace(ctx.database.db, body.email);
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(200); // 2
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(200); // 3
    const refused = await signIn(ctx.app, body.email, body.password);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error).toEqual({ code: 'unverified_email', message: m.unverifiedEmail });
    expect(clearsSessionCookie(refused.res)).toBe(true);
    // The refused attempt is counted: the count now exceeds the limit, which the session guard reads.
    expect((await teamOfEmail(ctx.database.db, body.email))?.loginCount).toBe(4);

    // Once verified, the same account signs in again.
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
    const verified = await signIn(ctx.app, body.email, body.password);
    expect(verified.res.statusCode).toBe(200);
    expect(verified.res.json().team.loginCount).toBe(5);
  });

  it('ends every session of the user when the unverified-email rule refuses a sign-in', async () => {
    const signedUp = await signUp(ctx.app); // loginCount 1
    const { body } = signedUp;
    await endUnverifiedGrace(ctx.database.db, body.email);
    const second = await signIn(ctx.app, body.email, body.password); // 2
    const third = await signIn(ctx.app, body.email, body.password); // 3
    const earlierSessions = [signedUp.cookie, second.cookie, third.cookie];
    for (const cookie of earlierSessions) {
      expect((await getJson(ctx.app, '/api/dashboard', cookie)).statusCode).toBe(200);
    }
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(403);

    for (const cookie of earlierSessions) {
      expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);
      expect((await getJson(ctx.app, '/api/dashboard', cookie)).statusCode).toBe(401);
      expect((await postJson(ctx.app, '/api/payments/account', undefined, cookie)).statusCode).toBe(401);
    }
    const user = await userOfEmail(ctx.database.db, body.email);
    assert(user);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('ends the session the browser held when someone else signs in there', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    const firstUser = await userOfEmail(ctx.database.db, first.body.email);
    assert(firstUser);
    const sessionsOfFirst = () =>
      ctx.database.db.select().from(sessions).where(eq(sessions.userId, firstUser.id));
    expect(await sessionsOfFirst()).toHaveLength(1);

    // The same browser (it sends the first user's cookie) signs in as the second user.
    const res = await postJson(
      ctx.app,
      '/api/accounts/signin',
      { email: second.body.email, password: second.body.password },
      first.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(second.body.email);
    expect(await sessionsOfFirst()).toEqual([]);
    // Whoever copied the old cookie before cannot use it any more.
    expect((await getJson(ctx.app, '/api/session', first.cookie)).json().userLogged).toBe(false);
    expect((await getJson(ctx.app, '/api/session', sessionCookieOf(res))).json().user.email).toBe(
      second.body.email,
    );
  });

  it('keeps the session the browser held when the other sign-in fails', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    const res = await postJson(
      ctx.app,
      '/api/accounts/signin',
      { email: second.body.email, password: 'not-the-password-1' },
      first.cookie,
    );
    expect(res.statusCode).toBe(401);
    expect((await getJson(ctx.app, '/api/session', first.cookie)).json().user.email).toBe(first.body.email);
  });

  it('signs out with "Team or Organization not found" when the user has neither', async () => {
    const { body, session } = await signUp(ctx.app);
    await ctx.database.db.delete(teams).where(eq(teams.id, session.team.id));
    await ctx.database.db.delete(organizations).where(eq(organizations.ownerUserId, session.user.id));
    const res = await postJson(ctx.app, '/api/accounts/signin', {
      email: body.email,
      password: body.password,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'team_not_found', message: m.teamOrOrganizationNotFound });
    expect(clearsSessionCookie(res)).toBe(true);
  });

  it('finds the team through the organization the user owns', async () => {
    const { body, session } = await signUp(ctx.app);
    // The team's owner link is gone, the organization's is not: the organization leads to the team.
    await ctx.database.db.update(teams).set({ ownerUserId: null }).where(eq(teams.id, session.team.id));
    const { res } = await signIn(ctx.app, body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().team.id).toBe(session.team.id);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { cookie } = await signUp(ctx.app);
    expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(true);
    const res = await postJson(ctx.app, '/api/accounts/signout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.signedOut });
    expect(clearsSessionCookie(res)).toBe(true);
    expect((await getJson(ctx.app, '/api/session', cookie)).json()).toEqual({
      userLogged: false,
      accountType: 'NONE',
      user: null,
      team: null,
    });
  });

  it('answers a signed-out session for no cookie and for a forged one', async () => {
    expect((await getJson(ctx.app, '/api/session')).json().userLogged).toBe(false);
    const forged = await getJson(ctx.app, '/api/session', 'sideline.session_token=abc.def');
    expect(forged.json().userLogged).toBe(false);
    expect(forged.headers['cache-control']).toBe('no-store');
  });

  it('refuses a state-changing account request without the CSRF header', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      headers: { origin: appHeaders.origin },
      payload: { email: 'a@example.org', password: 'secret1' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});

describe('resume (auto sign-in on app load)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ UNVERIFIED_LOGIN_LIMIT: '2' });
  });
  afterAll(() => ctx.close());

  it('answers a signed-out session without a cookie', async () => {
    const res = await postJson(ctx.app, '/api/accounts/resume');
    expect(res.statusCode).toBe(200);
    expect(res.json().userLogged).toBe(false);
  });

  it('counts like a sign-in and applies the configured unverified limit (2) after the grace', async () => {
    const { body, cookie } = await signUp(ctx.app); // loginCount 1
    await endUnverifiedGrace(ctx.database.db, body.email);
    const first = await postJson(ctx.app, '/api/accounts/resume', undefined, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().team.loginCount).toBe(2);
    const team = await teamOfEmail(ctx.database.db, body.email);
    assert(team);
    expect(team.loginCount).toBe(2);

    const refused = await postJson(ctx.app, '/api/accounts/resume', undefined, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'unverified_email', message: m.unverifiedEmail });
    expect(clearsSessionCookie(refused)).toBe(true);
    // The session itself is over.
    expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);
    // And a fresh sign-in is refused too.
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(403);
  });

  it('lets a new admin who has not verified work through the first week: every load counts, none refuses', async () => {
    const { body, cookie: laptop } = await signUp(ctx.app); // loginCount 1
    const phone = (await signIn(ctx.app, body.email, body.password)).cookie; // 2
    const office = (await signIn(ctx.app, body.email, body.password)).cookie; // 3
    const devices = [laptop, phone, office];
    for (let load = 0; load < 30; load += 1) {
      const cookie = devices[load % devices.length];
      const resumed = await postJson(ctx.app, '/api/accounts/resume', undefined, cookie);
      expect(resumed.statusCode).toBe(200);
      expect((await getJson(ctx.app, '/api/dashboard', cookie)).statusCode).toBe(200);
    }
    // Every automatic sign-in was counted (spec part 1 §4), far past the limit of 2.
    expect((await teamOfEmail(ctx.database.db, body.email))?.loginCount).toBe(33);

    // The grace is over: the rule applies, to the next load and to every open session.
    await endUnverifiedGrace(ctx.database.db, body.email);
    expect((await getJson(ctx.app, '/api/dashboard', phone)).json().error.code).toBe('unverified_email');
    const refused = await postJson(ctx.app, '/api/accounts/resume', undefined, laptop);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'unverified_email', message: m.unverifiedEmail });
    for (const cookie of devices) {
      expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);
    }
  });
});

describe('sign-in in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-test-secret-of-some-length',
    });
  });
  afterAll(() => ctx.close());

  it('writes a sign-in notification mail to the outbox', async () => {
    const { body, session } = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/signin',
      headers: { ...appHeaders, 'user-agent': 'TestBrowser/1.0' },
      payload: { email: body.email, password: body.password },
    });
    expect(res.statusCode).toBe(200);
    const notices = (await mailsTo(ctx.database.db, body.email)).filter(
      (mail) => mail.templateId === 'sign-in-notification',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(`New sign-in to ${session.team.name} on Sideline`);
    expect(notices[0]?.text).toContain('Browser: TestBrowser/1.0');
    expect(notices[0]?.teamId).toBe(session.team.id);

    // Resuming the session on the next page load is not a new sign-in: no further notice.
    const resumed = await postJson(ctx.app, '/api/accounts/resume', undefined, sessionCookieOf(res));
    expect(resumed.statusCode).toBe(200);
    const after = (await mailsTo(ctx.database.db, body.email)).filter(
      (mail) => mail.templateId === 'sign-in-notification',
    );
    expect(after).toHaveLength(1);
  });
});
