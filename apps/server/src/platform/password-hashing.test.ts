import { hashPassword as betterAuthHash } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/auth.ts';
import { signIn, signUp, userOfEmail } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createPasswordHashing, defaultPasswordHashCost } from './password-hashing.ts';

describe('password hashes', () => {
  const cheap = createPasswordHashing(4);

  it('carry their cost, and verify the password they were made from and no other', async () => {
    const hash = await cheap.hash('goalie42');
    expect(hash).toMatch(/^scrypt:4:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await cheap.verify({ hash, password: 'goalie42' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'goalie43' })).toBe(false);
    expect(await cheap.hash('goalie42')).not.toBe(hash);
  });

  it('stay valid when the configured cost changes', async () => {
    const hash = await cheap.hash('goalie42');
    const raised = createPasswordHashing(defaultPasswordHashCost);
    expect(await raised.verify({ hash, password: 'goalie42' })).toBe(true);
    expect(await raised.verify({ hash, password: 'goalie43' })).toBe(false);
  });

  it("accept better-auth's own hashes (written before the cost was configurable)", async () => {
    const hash = await betterAuthHash('goalie42');
    expect(await cheap.verify({ hash, password: 'goalie42' })).toBe(true);
    expect(await cheap.verify({ hash, password: 'goalie43' })).toBe(false);
  });

  it('compare passwords in Unicode normal form (NFKC), as better-auth does', async () => {
    const hash = await cheap.hash('Ångström1');
    expect(await cheap.verify({ hash, password: 'A\u030Angstro\u0308m1' })).toBe(true);
  });

  it.each([
    ['an unknown scheme', `bcrypt:4:${'a'.repeat(32)}:${'b'.repeat(128)}`],
    ['a cost that is no number', `scrypt:x:${'a'.repeat(32)}:${'b'.repeat(128)}`],
    ['a cost out of range', `scrypt:40:${'a'.repeat(32)}:${'b'.repeat(128)}`],
    ['no key', `scrypt:4:${'a'.repeat(32)}:`],
  ])('refuse a stored hash with %s, naming the expected forms', async (_kind, hash) => {
    await expect(cheap.verify({ hash, password: 'goalie42' })).rejects.toThrow(
      'Unrecognized password hash: expected scrypt:<cost>:<salt>:<key> or <salt>:<key>',
    );
  });
});

describe('signing in with a password hashed by better-auth itself', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('works, and a wrong password is still refused', async () => {
    const { body } = await signUp(ctx.app);
    const user = await userOfEmail(ctx.database.db, body.email);
    const [credential] = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(credential?.password).toMatch(new RegExp(`^scrypt:${ctx.config.passwordHashCost}:`));
    await ctx.database.db
      .update(accounts)
      .set({ password: await betterAuthHash(body.password) })
      .where(eq(accounts.userId, user!.id));
    expect((await signIn(ctx.app, body.email, body.password)).res.statusCode).toBe(200);
    expect((await signIn(ctx.app, body.email, `${body.password}x`)).res.statusCode).toBe(401);
  });
});
