import { accountProtection as limits, accountMessages as m } from '@sideline/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '../../db/schema/auth.ts';
import {
  clearsSessionCookie,
  getJson,
  latestMail,
  mailsTo,
  postJson,
  postJsonFrom,
  signIn,
  signUp,
  teamOfEmail,
  tokenFromText,
  userOfEmail,
} from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let counter = 0;
const freshEmail = (label: string) => {
  counter += 1;
  return `${label}-${counter}-${Date.now()}@example.org`;
};

describe('email change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const changeEmail = (cookie: string, email: string, currentPassword?: string) =>
    postJson(
      ctx.app,
      '/api/accounts/email',
      { email, confirmEmail: email, ...(currentPassword === undefined ? {} : { currentPassword }) },
      cookie,
    );
  const confirm = (token: string) => postJson(ctx.app, '/api/accounts/verification/confirm', { token });
  const revert = (token: string, password: string) =>
    postJson(ctx.app, '/api/accounts/email/revert', { token, password });
  const changeLink = async (email: string) =>
    tokenFromText(
      (await latestMail(ctx.database.db, email, 'email-change-verification')).text,
      '/verify-email',
    );
  const revertLink = async (email: string) =>
    tokenFromText((await latestMail(ctx.database.db, email, 'email-change-notice')).text, '/revert-email');

  async function verifyEmailOf(email: string) {
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  }

  it('refuses a stolen session without the current password, or with a wrong one', async () => {
    const owner = await signUp(ctx.app);
    const attacker = freshEmail('attacker');

    const without = await changeEmail(owner.cookie, attacker);
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ currentPassword: m.currentPasswordMissing });

    const wrong = await changeEmail(owner.cookie, attacker, 'guessed-pass-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({
      code: 'wrong_password',
      message: m.wrongPassword,
      fields: { currentPassword: m.wrongPassword },
    });

    const user = await userOfEmail(ctx.database.db, owner.body.email);
    assert(user);
    expect(user.pendingEmail).toBeNull();
    expect(await mailsTo(ctx.database.db, attacker)).toEqual([]);
    // The session itself is not ended by a wrong guess (the owner may have mistyped).
    expect((await getJson(ctx.app, '/api/session', owner.cookie)).json().userLogged).toBe(true);
  });

  it('survives the takeover sequence: the old address stays in force, the owner is told, the revert restores everything', async () => {
    const owner = await signUp(ctx.app);
    const { email: ownerEmail, password } = owner.body;
    await verifyEmailOf(ownerEmail);
    const attackerEmail = freshEmail('attacker');

    // An intruder with a stolen session and the password asks to move the account.
    const changed = await changeEmail(owner.cookie, attackerEmail, password);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: m.emailChanged });
    expect(clearsSessionCookie(changed)).toBe(true);
    expect((await getJson(ctx.app, '/api/session', owner.cookie)).json().userLogged).toBe(false);

    // Until the new address is verified, the old one is the account's address.
    expect(await userOfEmail(ctx.database.db, ownerEmail)).toMatchObject({
      pendingEmail: attackerEmail,
      emailVerified: true,
    });
    expect((await teamOfEmail(ctx.database.db, ownerEmail))?.id).toBe(owner.session.team.id);
    const ownerSignIn = await signIn(ctx.app, ownerEmail, password);
    expect(ownerSignIn.res.statusCode).toBe(200);
    expect(ownerSignIn.res.json().user).toMatchObject({ email: ownerEmail, pendingEmail: attackerEmail });
    expect((await signIn(ctx.app, attackerEmail, password)).res.json().error.code).toBe('user_not_found');
    await postJson(ctx.app, '/api/accounts/password-reset', { email: ownerEmail });
    const resetToken = tokenFromText(
      (await latestMail(ctx.database.db, ownerEmail, 'password-reset')).text,
      '/newpassword',
    );

    // The owner is told at the old address, with a link that undoes the change.
    const notice = await latestMail(ctx.database.db, ownerEmail, 'email-change-notice');
    expect(notice.text).toContain(attackerEmail);
    expect(notice.subject).toContain(owner.body.teamName);
    const undoToken = await revertLink(ownerEmail);

    // The intruder verifies the new address: it becomes the sign-in and team address.
    const confirmed = await confirm(await changeLink(attackerEmail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: m.emailChangeConfirmed });
    expect(await userOfEmail(ctx.database.db, attackerEmail)).toMatchObject({
      emailVerified: true,
      pendingEmail: null,
    });
    expect((await teamOfEmail(ctx.database.db, attackerEmail))?.id).toBe(owner.session.team.id);
    // The reset link mailed to the old address died with the change.
    const staleReset = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token: resetToken,
      password: 'owner-again-7',
    });
    expect(staleReset.json().error.code).toBe('invalid_token');
    const intruder = await signIn(ctx.app, attackerEmail, password);
    expect(intruder.res.statusCode).toBe(200);

    // The owner undoes it with a new password: address, team address, sessions all restored.
    const weak = await revert(undoToken, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ password: m.passwordTooCommon });
    const reverted = await revert(undoToken, 'back-in-control-8');
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toEqual({ message: m.emailReverted });

    const user = await userOfEmail(ctx.database.db, ownerEmail);
    assert(user);
    expect(user).toMatchObject({ emailVerified: true, pendingEmail: null });
    expect(await userOfEmail(ctx.database.db, attackerEmail)).toBeUndefined();
    expect((await teamOfEmail(ctx.database.db, ownerEmail))?.id).toBe(owner.session.team.id);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await getJson(ctx.app, '/api/session', intruder.cookie)).json().userLogged).toBe(false);
    expect((await getJson(ctx.app, '/api/session', ownerSignIn.cookie)).json().userLogged).toBe(false);
    expect((await signIn(ctx.app, ownerEmail, password)).res.json().error.code).toBe('wrong_password');
    expect((await signIn(ctx.app, attackerEmail, 'back-in-control-8')).res.json().error.code).toBe(
      'user_not_found',
    );
    expect((await signIn(ctx.app, ownerEmail, 'back-in-control-8')).res.statusCode).toBe(200);

    // Each link works once.
    expect((await revert(undoToken, 'back-in-control-9')).json().error).toEqual({
      code: 'invalid_token',
      message: m.revertLinkInvalid,
    });
  });

  it('undoes a change that is still pending, and the link to the new address stops working', async () => {
    const owner = await signUp(ctx.app);
    const newEmail = freshEmail('pending');
    await changeEmail(owner.cookie, newEmail, owner.body.password);
    const changeToken = await changeLink(newEmail);
    expect((await revert(await revertLink(owner.body.email), 'fresh-keys-42')).statusCode).toBe(200);
    expect(await userOfEmail(ctx.database.db, owner.body.email)).toMatchObject({
      pendingEmail: null,
      emailVerified: false,
    });
    const late = await confirm(changeToken);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({ code: 'invalid_token', message: m.emailChangeLinkInvalid });
    expect(await userOfEmail(ctx.database.db, newEmail)).toBeUndefined();
  });

  it('lets only the newest change be confirmed', async () => {
    const owner = await signUp(ctx.app);
    const first = freshEmail('first');
    const second = freshEmail('second');
    await changeEmail(owner.cookie, first, owner.body.password);
    const firstToken = await changeLink(first);
    const { cookie } = await signIn(ctx.app, owner.body.email, owner.body.password);
    await changeEmail(cookie, second, owner.body.password);
    expect((await confirm(firstToken)).json().error.code).toBe('invalid_token');
    expect((await confirm(await changeLink(second))).statusCode).toBe(200);
    expect((await userOfEmail(ctx.database.db, second))?.id).toBe(owner.session.user.id);
  });

  it('refuses a link past its time', async () => {
    const owner = await signUp(ctx.app);
    const newEmail = freshEmail('late');
    const requestedAt = Date.now();
    await changeEmail(owner.cookie, newEmail, owner.body.password);
    const tokensOfOwner = (kind: string) =>
      like(verifications.identifier, `${kind}:${owner.session.user.id}:%`);
    const [undo] = await ctx.database.db.select().from(verifications).where(tokensOfOwner('email-revert'));
    assert(undo);
    const days = (undo.expiresAt.getTime() - requestedAt) / 86_400_000;
    expect(days).toBeGreaterThan(limits.emailRevertLinkDays - 0.01);
    expect(days).toBeLessThan(limits.emailRevertLinkDays + 0.01);

    // Time passes: both links are past their expiry.
    for (const kind of ['email-revert', 'email-change']) {
      await ctx.database.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(tokensOfOwner(kind));
    }
    expect((await revert(await revertLink(owner.body.email), 'fresh-keys-42')).json().error.code).toBe(
      'invalid_token',
    );
    expect((await confirm(await changeLink(newEmail))).json().error.code).toBe('invalid_token');
  });

  it('refuses an address of another account (409 on the field), the same address, a mismatch and a signed-out caller', async () => {
    const first = await signUp(ctx.app);
    const second = await signUp(ctx.app);
    const { password } = second.body;
    const taken = await changeEmail(second.cookie, first.body.email, password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'email_taken', fields: { email: m.emailTaken } });
    const mismatch = await postJson(
      ctx.app,
      '/api/accounts/email',
      { email: 'x1@example.org', confirmEmail: 'x2@example.org', currentPassword: password },
      second.cookie,
    );
    expect(mismatch.json().error.fields).toEqual({ confirmEmail: m.emailsDifferent });
    const same = await changeEmail(second.cookie, second.body.email.toUpperCase(), password);
    expect(same.json().error.message).toBe(m.emailUnchanged);
    const signedOut = await changeEmail('', 'x@example.org', password);
    expect(signedOut.statusCode).toBe(401);
    expect((await getJson(ctx.app, '/api/session', second.cookie)).json().user.email).toBe(second.body.email);
  });

  it('limits attempts per user, whatever address they come from', async () => {
    const owner = await signUp(ctx.app);
    for (let i = 0; i < limits.emailChangesPerUserPerHour; i++) {
      const res = await postJsonFrom(
        ctx.app,
        `10.20.30.${i + 1}`,
        '/api/accounts/email',
        { email: 'probe@example.org', confirmEmail: 'probe@example.org', currentPassword: `guess-${i}-x` },
        owner.cookie,
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await postJsonFrom(
      ctx.app,
      '10.20.30.99',
      '/api/accounts/email',
      { email: 'probe@example.org', confirmEmail: 'probe@example.org', currentPassword: owner.body.password },
      owner.cookie,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('too_many_requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
