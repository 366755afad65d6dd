import { itemAt, accountMessages as m } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRow } from '../../db/rows.ts';
import { verifications } from '../../db/schema/auth.ts';
import {
  getJson,
  latestMail,
  mailsTo,
  postJson,
  signIn,
  signUp,
  tokenFromText,
  userOfEmail,
} from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('email verification', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('verifies the email with the token of the sign-up mail', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const mail = await latestMail(ctx.database.db, body.email, 'email-verification');
    const token = tokenFromText(mail.text, '/verify-email');
    const res = await postJson(ctx.app, '/api/accounts/verification/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.emailVerified });
    expect((await userOfEmail(ctx.database.db, body.email))?.emailVerified).toBe(true);
    expect((await getJson(ctx.app, '/api/session', cookie)).json().user.emailVerified).toBe(true);
    // A verified email is never refused, whatever the count.
    for (let i = 0; i < 4; i++)
      expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(200);
  });

  it('refuses an invalid or tampered link', async () => {
    const { body } = await signUp(ctx.app);
    const token = tokenFromText(
      (await latestMail(ctx.database.db, body.email, 'email-verification')).text,
      '/verify-email',
    );
    for (const bad of ['not-a-token', `${token.slice(0, -2)}xx`]) {
      const res = await postJson(ctx.app, '/api/accounts/verification/confirm', { token: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'invalid_token', message: m.verificationLinkInvalid });
    }
    expect((await userOfEmail(ctx.database.db, body.email))?.emailVerified).toBe(false);
    for (const payload of [{ token: ' ' }, {}]) {
      const res = await postJson(ctx.app, '/api/accounts/verification/confirm', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(m.verificationLinkInvalid);
    }
  });

  it('resends the verification mail to a signed-in user', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const res = await postJson(ctx.app, '/api/accounts/verification/resend', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.verificationSent });
    const mails = (await mailsTo(ctx.database.db, body.email)).filter(
      (mail) => mail.templateId === 'email-verification',
    );
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain(body.teamName);
    const token = tokenFromText(itemAt(mails, 1).text, '/verify-email');
    expect((await postJson(ctx.app, '/api/accounts/verification/confirm', { token })).statusCode).toBe(200);
    const again = await postJson(ctx.app, '/api/accounts/verification/resend', undefined, cookie);
    expect(again.json()).toEqual({ message: m.emailVerified });
  });

  it('asks to sign in before resending', async () => {
    const res = await postJson(ctx.app, '/api/accounts/verification/resend');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthorized', message: m.signInRequired });
  });
});

describe('password reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the same message for known and unknown emails; mails only the known one', async () => {
    const { body } = await signUp(ctx.app);
    const known = await postJson(ctx.app, '/api/accounts/password-reset', { email: body.email });
    const unknown = await postJson(ctx.app, '/api/accounts/password-reset', { email: 'ghost@example.org' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: m.resetEmailSent });
    expect(unknown.json()).toEqual({ message: m.resetEmailSent });
    expect(await mailsTo(ctx.database.db, 'ghost@example.org')).toEqual([]);
    const mail = await latestMail(ctx.database.db, body.email, 'password-reset');
    expect(mail.text).toContain(body.teamName);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/newpassword\?token=\S+/);
  });

  it('sets a new password with the mailed token, once, and ends the open sessions', async () => {
    const { body, cookie } = await signUp(ctx.app);
    await postJson(ctx.app, '/api/accounts/password-reset', { email: body.email });
    const token = tokenFromText(
      (await latestMail(ctx.database.db, body.email, 'password-reset')).text,
      '/newpassword',
    );

    const weak = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token,
      password: '123456',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: m.passwordNeedsLetter });

    const res = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token,
      password: 'new-pass-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: m.passwordChanged });
    expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);
    expect((await signIn(ctx.app, body.email, body.password)).res.json().error.code).toBe('wrong_password');
    expect((await signIn(ctx.app, body.email, 'new-pass-9')).res.statusCode).toBe(200);

    const reused = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token,
      password: 'other-pass-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toEqual({ code: 'invalid_token', message: m.resetLinkInvalid });
  });

  it('refuses an unknown token', async () => {
    const res = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token: 'nope',
      password: 'abcdef1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(m.resetLinkInvalid);
  });
});

describe('stale password-reset links', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const requestReset = async (email: string) => {
    await postJson(ctx.app, '/api/accounts/password-reset', { email });
    return tokenFromText((await latestMail(ctx.database.db, email, 'password-reset')).text, '/newpassword');
  };
  const confirmReset = (token: string, password: string) =>
    postJson(ctx.app, '/api/accounts/password-reset/confirm', { token, password });

  it('stop working after a newer reset request', async () => {
    const { body } = await signUp(ctx.app);
    const older = await requestReset(body.email);
    const newer = await requestReset(body.email);
    expect(newer).not.toBe(older);
    const res = await confirmReset(older, 'from-old-link-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'invalid_token', message: m.resetLinkInvalid });
    expect((await confirmReset(newer, 'from-new-link-2')).statusCode).toBe(200);
  });

  it('stop working after a completed reset', async () => {
    const { body } = await signUp(ctx.app);
    const first = await requestReset(body.email);
    // A second link issued alongside the first (two requests racing): better-auth would keep it
    // alive after the first is used.
    await ctx.database.db.insert(verifications).values({
      id: `copy-${Date.now()}`,
      identifier: 'reset-password:parallel-link-token',
      value: requireRow(await userOfEmail(ctx.database.db, body.email), 'users').id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await confirmReset(first, 'first-reset-3')).statusCode).toBe(200);
    const parallel = await confirmReset('parallel-link-token', 'second-reset-4');
    expect(parallel.json().error.code).toBe('invalid_token');
    expect((await signIn(ctx.app, body.email, 'first-reset-3')).res.statusCode).toBe(200);
  });

  it('stop working after an email change is asked for', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const token = await requestReset(body.email);
    const newEmail = `moved-${Date.now()}@example.org`;
    const changed = await postJson(
      ctx.app,
      '/api/accounts/email',
      { email: newEmail, confirmEmail: newEmail, currentPassword: body.password },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await confirmReset(token, 'after-change-5')).json().error.code).toBe('invalid_token');
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(200);
  });

  it('refuses a common password or the email as the new password, and keeps the link usable', async () => {
    const { body } = await signUp(ctx.app);
    const token = await requestReset(body.email);
    const common = await confirmReset(token, 'letmein1');
    expect(common.json().error.fields).toEqual({ password: m.passwordTooCommon });
    const email = await confirmReset(token, body.email.toUpperCase());
    expect(email.json().error.fields).toEqual({ password: m.passwordIsEmail });
    expect((await confirmReset(token, 'a-better-one-6')).statusCode).toBe(200);
  });
});
