import { accountProtection as limits, accountMessages as m, signInCoolDownMessage } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { latestMail, mailsTo, postJsonFrom, signUp, tokenFromText } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** A different client address for every request: what an attacker rotating proxies looks like. */
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
};

const mailsOf = async (ctx: TestContext, email: string, templateId: string) =>
  (await mailsTo(ctx.database.db, email)).filter((mail) => mail.templateId === templateId);

describe('failed sign-ins per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // The per-IP limit is high here, so only the per-account limit can stop the attack.
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx.close());

  const signInFrom = (email: string, password: string) =>
    postJsonFrom(ctx.app, nextAddress(), '/api/accounts/signin', { email, password });

  it("lets a stranger's wrong passwords from one client pause only that client, not the owner elsewhere", async () => {
    const { body } = await signUp(ctx.app);
    const stranger = nextAddress();
    for (let i = 1; i < limits.failedSignInLimit; i++) {
      const res = await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
        email: body.email,
        password: `guess-${i}-x`,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('wrong_password');
    }
    const fifth = await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
      email: body.email,
      password: 'guess-5-x',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toEqual({
      code: 'too_many_requests',
      message: signInCoolDownMessage(limits.signInCoolDownMinutes),
    });
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan((limits.signInCoolDownMinutes - 1) * 60);
    // That client is paused, the right password included.
    const rightFromStranger = await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
      email: body.email.toUpperCase(),
      password: body.password,
    });
    expect(rightFromStranger.statusCode).toBe(429);
    expect(rightFromStranger.cookies.find((c) => c.value)).toBeUndefined();

    // The owner, on their own client, signs in.
    const owner = await signInFrom(body.email, body.password);
    expect(owner.statusCode, owner.body).toBe(200);

    const notices = await mailsOf(ctx, body.email, 'sign-in-cool-down');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toContain(body.teamName);
    expect(notices[0]?.text).toContain(
      `from that address is paused for ${limits.signInCoolDownMinutes} minutes`,
    );
    expect(notices[0]?.text).toContain(stranger);
    expect(notices[0]?.text).toContain('/newpassword');
  });

  it('still pauses the account everywhere at its ceiling, however many client addresses the failures come from', async () => {
    const { body } = await signUp(ctx.app);
    // Each address stays under its own limit: only the per-account ceiling can stop this.
    const perAddress = limits.failedSignInLimit - 1;
    let failures = 0;
    let last = await signInFrom(body.email, 'first-x');
    failures += 1;
    while (failures < limits.failedSignInAccountLimit) {
      const address = nextAddress();
      for (let i = 0; i < perAddress && failures < limits.failedSignInAccountLimit; i++) {
        last = await postJsonFrom(ctx.app, address, '/api/accounts/signin', {
          email: body.email,
          password: `spray-${failures}-x`,
        });
        failures += 1;
        if (failures < limits.failedSignInAccountLimit) expect(last.statusCode).toBe(401);
      }
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(signInCoolDownMessage(limits.signInCoolDownMinutes));
    // From a fresh address, the right password is refused too, and more tries change nothing.
    const right = await signInFrom(body.email, body.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toMatch(/wait 1[45] minutes/);
    for (let i = 0; i < 3; i++) expect((await signInFrom(body.email, `more-${i}-x`)).statusCode).toBe(429);

    const notices = await mailsOf(ctx, body.email, 'sign-in-cool-down');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(`paused everywhere for ${limits.signInCoolDownMinutes} minutes`);
  });

  it('leaves other accounts alone and does not count right passwords', async () => {
    const attacked = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const stranger = nextAddress();
    for (let i = 0; i < limits.failedSignInLimit; i++) {
      await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
        email: attacked.body.email,
        password: `nope-${i}-x`,
      });
    }
    expect(
      (
        await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
          email: attacked.body.email,
          password: attacked.body.password,
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (
        await postJsonFrom(ctx.app, stranger, '/api/accounts/signin', {
          email: other.body.email,
          password: other.body.password,
        })
      ).statusCode,
    ).toBe(200);
    // Keep the unverified-email rule out of the way: this test is about counting.
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, other.body.email));
    const client = nextAddress();
    for (let i = 0; i < limits.failedSignInLimit + 2; i++) {
      const res = await postJsonFrom(ctx.app, client, '/api/accounts/signin', {
        email: other.body.email,
        password: other.body.password,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('ends every pause when the owner completes a password reset', async () => {
    const { body } = await signUp(ctx.app);
    const client = nextAddress();
    const from = (password: string) =>
      postJsonFrom(ctx.app, client, '/api/accounts/signin', { email: body.email, password });
    for (let i = 0; i < limits.failedSignInLimit; i++) await from(`wrong-${i}-x`);
    expect((await from(body.password)).statusCode).toBe(429);
    await postJsonFrom(ctx.app, nextAddress(), '/api/accounts/password-reset', { email: body.email });
    const token = tokenFromText(
      (await latestMail(ctx.database.db, body.email, 'password-reset')).text,
      '/newpassword',
    );
    const reset = await postJsonFrom(ctx.app, nextAddress(), '/api/accounts/password-reset/confirm', {
      token,
      password: 'fresh-start-9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await from('fresh-start-9')).statusCode).toBe(200);
  });
});

describe('account mails per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => ctx.close());

  it('sends at most 3 reset mails an hour to one address, answering every request the same', async () => {
    const { body } = await signUp(ctx.app);
    for (let i = 0; i < limits.accountMailsPerAddressPerHour + 3; i++) {
      const res = await postJsonFrom(ctx.app, nextAddress(), '/api/accounts/password-reset', {
        email: body.email,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: m.resetEmailSent });
    }
    expect(await mailsOf(ctx, body.email, 'password-reset')).toHaveLength(
      limits.accountMailsPerAddressPerHour,
    );
    // An unknown address answers the same, past its budget too.
    for (let i = 0; i < limits.accountMailsPerAddressPerHour + 1; i++) {
      const res = await postJsonFrom(ctx.app, nextAddress(), '/api/accounts/password-reset', {
        email: 'nobody-here@example.org',
      });
      expect(res.json()).toEqual({ message: m.resetEmailSent });
    }
  });

  it('sends at most 3 verification mails an hour to one address', async () => {
    const { body, cookie } = await signUp(ctx.app);
    for (let i = 0; i < limits.accountMailsPerAddressPerHour + 2; i++) {
      const res = await postJsonFrom(
        ctx.app,
        nextAddress(),
        '/api/accounts/verification/resend',
        undefined,
        cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: m.verificationSent });
    }
    // The sign-up mail plus three resends.
    expect(await mailsOf(ctx, body.email, 'email-verification')).toHaveLength(
      1 + limits.accountMailsPerAddressPerHour,
    );
  });
});
