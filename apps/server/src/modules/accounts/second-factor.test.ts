import { accountProtection, accountMessages as m, twoFactorMessages as t } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authenticatorCode,
  getJson,
  postJson,
  postJsonFrom,
  sessionCookieOf,
  signUp,
  teamOfEmail,
  turnOnTwoFactor,
} from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const challengeCookieName = 'sideline.two_factor';

/** Every cookie a response set with a value, as a Cookie header (what the browser sends next). */
function cookiesOf(res: { cookies: { name: string; value: string }[] }): string {
  return res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

/** A 30-second step away from now, so a code made for it is never the current one. */
const otherStep = () => Date.now() - 5 * 60 * 1000;

describe('two-step verification (issue 33 §2)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function signInWithPassword(email: string, password: string) {
    return postJson(ctx.app, '/api/accounts/signin', { email, password });
  }

  it('is set up with the password, then turned on by the app’s first code', async () => {
    const { body, cookie } = await signUp(ctx.app);
    expect((await getJson(ctx.app, '/api/accounts/two-factor', cookie)).json()).toEqual({ enabled: false });

    const noPassword = await postJson(
      ctx.app,
      '/api/accounts/two-factor/setup',
      { currentPassword: '' },
      cookie,
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error.fields).toEqual({ currentPassword: m.currentPasswordMissing });
    const wrongPassword = await postJson(
      ctx.app,
      '/api/accounts/two-factor/setup',
      { currentPassword: 'not-it-9' },
      cookie,
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().error.fields).toEqual({ currentPassword: m.wrongPassword });

    const setup = await postJson(
      ctx.app,
      '/api/accounts/two-factor/setup',
      { currentPassword: body.password },
      cookie,
    );
    expect(setup.statusCode, setup.body).toBe(200);
    const { otpauthUri, qrCodeSvg, manualKey, recoveryCodes } = setup.json();
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Sideline');
    expect(decodeURIComponent(uri.pathname)).toContain(body.email);
    expect(manualKey).toMatch(/^[A-Z2-7]{16,}$/);
    expect(qrCodeSvg).toMatch(/^<svg[^>]*>/);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Nothing is on before the app proved it holds the secret.
    expect((await getJson(ctx.app, '/api/accounts/two-factor', cookie)).json()).toEqual({ enabled: false });
    const stillPasswordOnly = await signInWithPassword(body.email, body.password);
    expect(stillPasswordOnly.json().team.name).toBe(body.teamName);

    const badFormat = await postJson(ctx.app, '/api/accounts/two-factor/confirm', { code: '12345' }, cookie);
    expect(badFormat.json().error.fields).toEqual({ code: t.codeFormat });
    const wrongCode = await postJson(
      ctx.app,
      '/api/accounts/two-factor/confirm',
      { code: authenticatorCode(otpauthUri, otherStep()) },
      cookie,
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.fields).toEqual({ code: t.wrongCode });

    // Apps show the code as "123 456": the space does not matter.
    const code = authenticatorCode(otpauthUri);
    const confirmed = await postJson(
      ctx.app,
      '/api/accounts/two-factor/confirm',
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ enabled: true, message: t.turnedOn });
    const newCookie = sessionCookieOf(confirmed);
    expect(newCookie).not.toBe('');
    expect((await getJson(ctx.app, '/api/accounts/two-factor', newCookie)).json()).toEqual({ enabled: true });
    // The session it was turned on in was replaced, and the other browser's session ended.
    expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);
    expect(
      (await getJson(ctx.app, '/api/session', sessionCookieOf(stillPasswordOnly))).json().userLogged,
    ).toBe(false);
    const again = await postJson(
      ctx.app,
      '/api/accounts/two-factor/setup',
      { currentPassword: body.password },
      newCookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(t.alreadyOn);
  });

  it('asks for the app’s code after the password and opens the session only then', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const { otpauthUri } = await turnOnTwoFactor(ctx.app, cookie, body.password);
    const before = await teamOfEmail(ctx.database.db, body.email);

    const password = await signInWithPassword(body.email, body.password);
    expect(password.statusCode).toBe(200);
    expect(password.json()).toEqual({ secondFactorRequired: true });
    expect(sessionCookieOf(password)).toBe('');
    expect(password.cookies.some((c) => c.name === challengeCookieName && c.value !== '')).toBe(true);
    const challenge = cookiesOf(password);
    // The challenge is no session: the portal and the API stay closed.
    expect((await getJson(ctx.app, '/api/session', challenge)).json().userLogged).toBe(false);
    expect((await getJson(ctx.app, '/api/settings/communications', challenge)).statusCode).toBe(401);

    const wrong = await postJson(
      ctx.app,
      '/api/accounts/signin/second-factor',
      { method: 'totp', code: authenticatorCode(otpauthUri, otherStep()) },
      challenge,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: t.wrongCode });
    const missing = await postJson(
      ctx.app,
      '/api/accounts/signin/second-factor',
      { method: 'totp', code: '' },
      challenge,
    );
    expect(missing.json().error.fields).toEqual({ code: t.codeMissing });

    const right = await postJson(
      ctx.app,
      '/api/accounts/signin/second-factor',
      { method: 'totp', code: authenticatorCode(otpauthUri) },
      challenge,
    );
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().team.name).toBe(body.teamName);
    const session = sessionCookieOf(right);
    expect((await getJson(ctx.app, '/api/settings/communications', session)).statusCode).toBe(200);
    // A sign-in like any other: counted once, at the step that opened the session.
    expect((await teamOfEmail(ctx.database.db, body.email))?.loginCount).toBe((before?.loginCount ?? 0) + 1);
    // The challenge was used up.
    const replay = await postJson(
      ctx.app,
      '/api/accounts/signin/second-factor',
      { method: 'totp', code: authenticatorCode(otpauthUri) },
      challenge,
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.message).toBe(t.challengeExpired);
  });

  it('refuses the second step without the password step', async () => {
    const res = await postJson(ctx.app, '/api/accounts/signin/second-factor', {
      method: 'totp',
      code: '123456',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(t.challengeExpired);
    expect(sessionCookieOf(res)).toBe('');
  });

  it('ends a sign-in after five wrong codes', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const { otpauthUri } = await turnOnTwoFactor(ctx.app, cookie, body.password);
    const challenge = cookiesOf(await signInWithPassword(body.email, body.password));
    const wrongCode = { method: 'totp', code: authenticatorCode(otpauthUri, otherStep()) };
    for (let i = 0; i < 5; i++) {
      const res = await postJson(ctx.app, '/api/accounts/signin/second-factor', wrongCode, challenge);
      expect(res.json().error.fields).toEqual({ code: t.wrongCode });
    }
    const sixth = await postJson(
      ctx.app,
      '/api/accounts/signin/second-factor',
      { method: 'totp', code: authenticatorCode(otpauthUri) },
      challenge,
    );
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json().error.message).toBe(t.tooManyWrongCodes);
    expect(sessionCookieOf(sixth)).toBe('');
  });

  it('takes each recovery code once, and new codes replace the old ones', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const enrolled = await turnOnTwoFactor(ctx.app, cookie, body.password);
    const [first, second] = enrolled.recoveryCodes;
    const withRecoveryCode = async (code: string | undefined) => {
      const challenge = cookiesOf(await signInWithPassword(body.email, body.password));
      return postJson(ctx.app, '/api/accounts/signin/second-factor', { method: 'recovery', code }, challenge);
    };
    const used = await withRecoveryCode(first);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().team.name).toBe(body.teamName);
    const reused = await withRecoveryCode(first);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toEqual({ code: t.wrongRecoveryCode });

    const renewed = await postJson(
      ctx.app,
      '/api/accounts/two-factor/recovery-codes',
      { currentPassword: body.password },
      sessionCookieOf(used),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().message).toBe(t.newRecoveryCodes);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await withRecoveryCode(second)).json().error.fields).toEqual({ code: t.wrongRecoveryCode });
    expect((await withRecoveryCode(renewed.json().recoveryCodes[0])).statusCode).toBe(200);
  });

  it('is turned off with the password, and sign-in asks for the password only again', async () => {
    const { body, cookie } = await signUp(ctx.app);
    const enrolled = await turnOnTwoFactor(ctx.app, cookie, body.password);
    const wrong = await postJson(
      ctx.app,
      '/api/accounts/two-factor/disable',
      { currentPassword: 'not-it-9' },
      enrolled.cookie,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields).toEqual({ currentPassword: m.wrongPassword });
    const off = await postJson(
      ctx.app,
      '/api/accounts/two-factor/disable',
      { currentPassword: body.password },
      enrolled.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, message: t.turnedOff });
    const signedIn = await signInWithPassword(body.email, body.password);
    expect(signedIn.json().team.name).toBe(body.teamName);
    expect(sessionCookieOf(signedIn)).not.toBe('');
  });

  it('counts password checks per user, whatever the address', async () => {
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < accountProtection.twoFactorPasswordChecksPerUserPerHour; i++) {
      const res = await postJsonFrom(
        ctx.app,
        `198.51.100.${i + 1}`,
        '/api/accounts/two-factor/setup',
        { currentPassword: `wrong-${i}x` },
        cookie,
      );
      expect(res.statusCode).toBe(401);
    }
    const limited = await postJson(
      ctx.app,
      '/api/accounts/two-factor/setup',
      { currentPassword: 'wrong-x1' },
      cookie,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(m.tooManyAttempts);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('is closed to signed-out visitors', async () => {
    expect((await getJson(ctx.app, '/api/accounts/two-factor')).statusCode).toBe(401);
    const setup = await postJson(ctx.app, '/api/accounts/two-factor/setup', { currentPassword: 'goalie42' });
    expect(setup.statusCode).toBe(401);
  });
});
