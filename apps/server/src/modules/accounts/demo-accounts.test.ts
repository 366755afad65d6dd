import { randomBytes } from 'node:crypto';
import { privateDemoMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { accounts, verifications } from '../../db/schema/auth.ts';
import { teams } from '../../db/schema/teams.ts';
import { createAuth, hashPassword } from '../../platform/auth.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import {
  getJson,
  latestMail,
  mailsTo,
  postJson,
  sessionCookieOf,
  signIn,
  tokenFromText,
  userOfEmail,
} from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedNewTeam } from '../new-team-seeding.ts';
import { ensureDemoTeams } from './demo-accounts.ts';

const demoOwnerEmail = 'demo-hockey@sideline.local';
const attackerEmail = 'attacker@example.org';
const attackerPassword = 'Puck-thief-2026';
const sharedDemoRefusal = { code: 'shared_demo', message: privateDemoMessages.sharedDemoClosed };

/** The answer every step of a takeover gets: refused as a shared demo. */
function expectDemoRefusal(res: { statusCode: number; json(): { error?: unknown } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().error).toEqual(sharedDemoRefusal);
}

describe('the owners of the shared demo teams', () => {
  let ctx: TestContext;
  let forgeSession: (userId: string) => Promise<string>;
  let sharedHockey: Record<string, unknown>;
  let auth: ReturnType<typeof createAuth>;

  beforeAll(async () => {
    // Development sign-in on, as on a developer's machine: it must not open a shared demo either.
    ctx = await createTestApp({ DEV_SIGN_IN: 'true' });
    const storage = createMemoryFileStorage();
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage });
    sharedHockey = (await getJson(ctx.app, '/api/demo/hockey')).json();
    auth = createAuth({
      db: ctx.database.db,
      config: ctx.config,
      mailer: { sendVerificationMail: async () => {}, sendPasswordResetMail: async () => {} },
    });
    forgeSession = async (userId) => {
      const opened = await auth.api.createSessionForUser({ body: { userId }, returnHeaders: true });
      return sessionCookieOf({
        cookies: opened.headers.getSetCookie().map((c) => {
          const [name = '', value = ''] = (c.split(';')[0] ?? '').split('=');
          return { name, value };
        }),
      });
    };
  });
  afterAll(() => ctx.close());

  /** The last step of a takeover: the demo owner's address moved to the attacker's. */
  const moveAddressToAttacker = (cookie: string) =>
    postJson(
      ctx.app,
      '/api/accounts/email',
      { email: attackerEmail, confirmEmail: attackerEmail, currentPassword: attackerPassword },
      cookie,
    );

  it('cannot be taken over: reset, sign-in and email change are refused, and the demo stays', async () => {
    // The attack: reset the demo owner's password, sign in, move the address away.
    const reset = await postJson(ctx.app, '/api/accounts/password-reset', { email: demoOwnerEmail });
    if (reset.statusCode === 200) {
      const token = tokenFromText(
        (await latestMail(ctx.database.db, demoOwnerEmail, 'password-reset')).text,
        '/newpassword',
      );
      await postJson(ctx.app, '/api/accounts/password-reset/confirm', { token, password: attackerPassword });
      const { cookie } = await signIn(ctx.app, demoOwnerEmail, attackerPassword);
      await moveAddressToAttacker(cookie);
    }
    expectDemoRefusal(reset);
    expect(await mailsTo(ctx.database.db, demoOwnerEmail)).toEqual([]);
    const after = await getJson(ctx.app, '/api/demo/hockey');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(sharedHockey);
  });

  it('refuses every later step too, even with a reset link, a password or a session left over', async () => {
    const owner = await userOfEmail(ctx.database.db, demoOwnerEmail);
    assert(owner);

    // A reset link issued before the owner was closed does not set a password.
    const token = randomBytes(24).toString('base64url');
    await ctx.database.db.insert(verifications).values({
      id: randomBytes(16).toString('hex'),
      identifier: `reset-password:${token}`,
      value: owner.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    const confirm = await postJson(ctx.app, '/api/accounts/password-reset/confirm', {
      token,
      password: attackerPassword,
    });
    expectDemoRefusal(confirm);
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toEqual([]);

    // A password that exists anyway does not sign in (refused before the password is checked).
    await ctx.database.db.insert(accounts).values({
      id: randomBytes(16).toString('hex'),
      accountId: owner.id,
      providerId: 'credential',
      userId: owner.id,
      password: await hashPassword(auth, attackerPassword),
    });
    for (const password of [attackerPassword, 'a-wrong-guess-1']) {
      const attempt = await signIn(ctx.app, demoOwnerEmail, password);
      expectDemoRefusal(attempt.res);
      expect(attempt.cookie).toBe('');
    }

    // Development sign-in by the team's address does not open it either.
    const dev = await postJson(ctx.app, '/api/accounts/dev-signin', { teamEmail: demoOwnerEmail });
    expectDemoRefusal(dev);

    // A session that exists anyway cannot change the address, nor resume as the demo team.
    const cookie = await forgeSession(owner.id);
    const change = await moveAddressToAttacker(cookie);
    expectDemoRefusal(change);
    expect(await mailsTo(ctx.database.db, attackerEmail)).toEqual([]);
    const resume = await postJson(ctx.app, '/api/accounts/resume', undefined, cookie);
    expectDemoRefusal(resume);
    expect((await getJson(ctx.app, '/api/session', cookie)).json().userLogged).toBe(false);

    // A restart removes the left-over password again.
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.userId, owner.id))).toEqual([]);
    expect((await getJson(ctx.app, '/api/demo/hockey')).json()).toEqual(sharedHockey);
  });

  it('finds the shared demo by its id, not by its address', async () => {
    const [demoTeam] = await ctx.database.db
      .select()
      .from(teams)
      .where(eq(teams.slug, String(sharedHockey.slug)));
    assert(demoTeam);
    // An address changed by any path (an old takeover, an edit of the contact email) moves nothing.
    await ctx.database.db.update(teams).set({ email: attackerEmail }).where(eq(teams.id, demoTeam.id));
    const res = await getJson(ctx.app, '/api/demo/hockey');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ teamName: sharedHockey.teamName, slug: sharedHockey.slug });

    // Seeding again does not make a second hockey demo.
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
    const hockeyTeams = await ctx.database.db.select().from(teams).where(eq(teams.name, demoTeam.name));
    expect(hockeyTeams.map((t) => t.id)).toEqual([demoTeam.id]);
  });

  it("publishes its fictional club address as the main contact, never the owner's address", async () => {
    const site = await ctx.app.inject({ method: 'GET', url: `/sites/${String(sharedHockey.slug)}/contact` });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain('hello@lakeshore-lynx-hockey.example');
    expect(site.body).not.toContain(demoOwnerEmail);
  });
});
