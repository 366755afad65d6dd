import {
  itemAt,
  privateDemoEmailDomain,
  privateDemoLifetimeMs,
  privateDemoMessages,
  privateDemoRefusal,
} from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { teams } from '../../db/schema/teams.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signIn,
  signUp,
  signUpBody,
} from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { ensureDemoTeams } from '../accounts/demo-accounts.ts';
import { seedNewTeam } from '../new-team-seeding.ts';
import { openDemo, randomAddress, tryDemo } from './demo-test-helpers.ts';
import { createPrivateDemoCleanup } from './private-demo-cleanup.ts';

/** Rows in every table of the schema, by table name. */
async function countRowsPerTable(ctx: TestContext): Promise<Record<string, number>> {
  const result = (await ctx.database.db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  )) as unknown as { rows: { tablename: string }[] };
  const counts: Record<string, number> = {};
  for (const { tablename } of result.rows) {
    const rows = (await ctx.database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM "public"."${tablename}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = itemAt(rows.rows, 0).n;
  }
  return counts;
}

describe('private demo teams', () => {
  let ctx: TestContext;
  const storage = createMemoryFileStorage();
  let sharedHockey: { teamId: string; body: Record<string, unknown> };

  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage });
    const res = await getJson(ctx.app, '/api/demo/hockey');
    const [team] = await ctx.database.db.select().from(teams).where(eq(teams.slug, res.json().slug));
    assert(team);
    sharedHockey = { teamId: team.id, body: res.json() };
  });
  afterAll(() => ctx.close());

  it('refuses every step of the shared-demo takeover', async () => {
    // 1. No route signs into the shared demo team, and its owner has no password.
    expect((await postJson(ctx.app, '/api/demo/hockey/signin')).statusCode).toBe(404);
    const passwordSignIn = await signIn(ctx.app, 'demo-hockey@sideline.local', 'sideline-demo');
    expect(passwordSignIn.res.statusCode).toBe(403);
    expect(passwordSignIn.res.json().error.message).toBe(privateDemoMessages.sharedDemoClosed);
    expect(passwordSignIn.cookie).toBe('');

    // 2. "Try the portal" gives a private copy, not the shared team.
    const { cookie, session } = await openDemo(ctx);
    expect(session.team.id).not.toBe(sharedHockey.teamId);
    expect(session.team.name).toBe(sharedHockey.body.teamName);
    expect(session.user.email.endsWith(`@${privateDemoEmailDomain}`)).toBe(true);

    // 3. Its account cannot be taken over: no email change, no reset, no payment account.
    const emailChange = await postJson(
      ctx.app,
      '/api/accounts/email',
      { email: 'attacker@example.org', confirmEmail: 'attacker@example.org', currentPassword: 'whatever1' },
      cookie,
    );
    expect(emailChange.statusCode).toBe(403);
    expect(emailChange.json().error).toEqual({
      code: 'private_demo',
      message: privateDemoRefusal('emailChange'),
    });
    const reset = await postJson(ctx.app, '/api/accounts/password-reset', { email: session.user.email });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe(privateDemoRefusal('passwordReset'));
    const payment = await postJson(ctx.app, '/api/payments/account', undefined, cookie);
    expect(payment.statusCode).toBe(403);
    expect(payment.json().error.message).toBe(privateDemoRefusal('paymentAccount'));
    // The copy's store came with its own onboarded sandbox account, which onboarding cannot replace.
    expect((await getJson(ctx.app, '/api/payments/account', cookie)).json()).toMatchObject({
      accountId: expect.stringMatching(/^acct_sandbox_/),
      chargesEnabled: true,
    });

    // 4. Nobody can sign into the copy with a password either.
    expect((await signIn(ctx.app, session.user.email, 'sideline-demo')).res.statusCode).toBe(401);

    // 5. The shared demo is intact and still presented.
    const after = await getJson(ctx.app, '/api/demo/hockey');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(sharedHockey.body);
    const [owner] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'demo-hockey@sideline.local'));
    expect(owner).toBeDefined();
  });

  it('gives two visitors two teams that see only themselves', async () => {
    const first = await openDemo(ctx, 'rugby');
    const second = await openDemo(ctx, 'rugby');
    expect(first.session.team.id).not.toBe(second.session.team.id);
    expect(first.session.user.id).not.toBe(second.session.user.id);
    expect(first.session.team.slug).not.toBe(second.session.team.slug);
    for (const visitor of [first, second]) {
      const own = visitor.session.team.id;
      const other = (visitor === first ? second : first).session.team.id;
      for (const path of ['/api/session', '/api/dashboard', '/api/payments/account']) {
        const res = await getJson(ctx.app, path, visitor.cookie);
        expect(res.statusCode, path).toBe(200);
        expect(res.body, path).not.toContain(other);
      }
      expect((await getJson(ctx.app, '/api/session', visitor.cookie)).json().team.id).toBe(own);
    }
    // Content editing works in a copy, and stays in it.
    const seeded = (await getJson(ctx.app, '/api/website/info', first.cookie)).json().info;
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: '/api/website/info',
      headers: { ...appHeaders, cookie: first.cookie },
      // The main contact's address is the team's to enter (it is seeded empty).
      payload: {
        ...seeded,
        slogan: 'Edited by the first visitor',
        contacts: [{ ...seeded.contacts[0], email: 'office@demo.example' }],
      },
    });
    expect(edit.statusCode).toBe(200);
    expect((await getJson(ctx.app, '/api/website/info', first.cookie)).json().info.slogan).toBe(
      'Edited by the first visitor',
    );
    expect((await getJson(ctx.app, '/api/website/info', second.cookie)).json().info.slogan).toBe(
      seeded.slogan,
    );
    const sharedSlug = (await getJson(ctx.app, '/api/demo/rugby')).json().slug;
    const [shared] = await ctx.database.db.select().from(teams).where(eq(teams.slug, sharedSlug));
    assert(shared);
    expect(shared.info.slogan).toBe(seeded.slogan);
  });

  it('neither counts its sign-ins nor applies the unverified-email rule', async () => {
    const { cookie, session } = await openDemo(ctx);
    expect(session.user.emailVerified).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      const resume = await postJson(ctx.app, '/api/accounts/resume', undefined, cookie);
      expect(resume.statusCode).toBe(200);
      expect(resume.json().team.loginCount).toBe(1);
    }
  });

  it('never shows up in a referral look-up or as a referrer', async () => {
    const { session } = await openDemo(ctx);
    const lookup = await getJson(ctx.app, `/api/referrals/${session.team.referralId}`);
    expect(lookup.json()).toEqual({ valid: false });
    const redirect = await ctx.app.inject({ method: 'GET', url: `/${session.team.referralId}` });
    expect(redirect.headers.location).toBe('/');
    const referred = await signUp(ctx.app, { referral: session.team.referralId });
    const [team] = await ctx.database.db.select().from(teams).where(eq(teams.id, referred.session.team.id));
    assert(team);
    expect(team.referredBy).toBeNull();
  });

  it('ends a demo when its visitor signs out, and refuses a session of an expired one', async () => {
    const { cookie, session } = await openDemo(ctx);
    const out = await postJson(ctx.app, '/api/accounts/signout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    const [team] = await ctx.database.db.select().from(teams).where(eq(teams.id, session.team.id));
    assert(team);
    expect(team.privateDemoExpiresAt?.getTime()).toBeLessThanOrEqual(Date.now());

    const other = await openDemo(ctx);
    await ctx.database.db
      .update(teams)
      .set({ privateDemoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(teams.id, other.session.team.id));
    const dashboard = await getJson(ctx.app, '/api/dashboard', other.cookie);
    expect(dashboard.statusCode).toBe(401);
    expect(dashboard.json().error.message).toBe(privateDemoMessages.expired);
  });

  it('ends the session a browser already holds when its visitor tries the portal', async () => {
    const real = await signUp(ctx.app, signUpBody());
    const res = await tryDemo(ctx, 'lacrosse', randomAddress(), real.cookie);
    expect(res.statusCode).toBe(201);
    expect((await getJson(ctx.app, '/api/dashboard', real.cookie)).statusCode).toBe(401);
  });

  it('answers an unknown demo id with 404', async () => {
    const res = await tryDemo(ctx, 'curling');
    expect(res.statusCode).toBe(404);
  });

  it('deletes expired demos with every row and file they own, and leaves the rest alone', async () => {
    // Earlier tests' demos go first, so the counts below see only this test's.
    const clock = { now: new Date(Date.now() + privateDemoLifetimeMs + 60_000) };
    const cleanup = createPrivateDemoCleanup({ db: ctx.database.db, storage, now: () => clock.now });
    await cleanup.removeExpired();
    const real = await signUp(ctx.app);

    // The per-address counter is keyed by address, not by demo, and purged on its own schedule; so
    // is the file-write journal (PostgreSQL only, decision 033), which its sweep trims after an hour.
    const { rate_limits: _before, file_writes: _journalBefore, ...rowsBefore } = await countRowsPerTable(ctx);
    const filesBefore = storage.keys().length;
    const demos = [
      await openDemo(ctx, 'hockey'),
      await openDemo(ctx, 'rugby'),
      await openDemo(ctx, 'lacrosse'),
    ];
    const { rate_limits: _during, file_writes: _journalDuring, ...rowsDuring } = await countRowsPerTable(ctx);
    expect(rowsDuring.teams).toBe((rowsBefore.teams ?? 0) + 3);
    expect(rowsDuring.players).toBeGreaterThan(rowsBefore.players ?? 0);
    expect(storage.keys().length).toBeGreaterThan(filesBefore);

    // Not yet expired: nothing goes.
    expect(await createPrivateDemoCleanup({ db: ctx.database.db, storage }).removeExpired()).toBe(0);

    clock.now = new Date(Date.now() + privateDemoLifetimeMs + 60_000);
    // Two workers at once: each demo is removed exactly once.
    const removed = await Promise.all([cleanup.removeExpired(), cleanup.removeExpired()]);
    expect(removed[0] + removed[1]).toBe(3);

    const { rate_limits: _after, file_writes: _journalAfter, ...rowsAfter } = await countRowsPerTable(ctx);
    expect(rowsAfter).toEqual(rowsBefore);
    expect(storage.keys().length).toBe(filesBefore);
    for (const demo of demos) {
      expect((await getJson(ctx.app, '/api/session', demo.cookie)).json().userLogged).toBe(false);
    }
    // The shared demo and a real team are untouched.
    expect((await getJson(ctx.app, '/api/demo/hockey')).json()).toEqual(sharedHockey.body);
    expect((await getJson(ctx.app, '/api/dashboard', real.cookie)).statusCode).toBe(200);
  });
});

describe('private demo limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ PRIVATE_DEMO_LIMIT: '2', PRIVATE_DEMOS_PER_HOUR: '2' });
    await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
  });
  afterAll(() => ctx.close());

  it('limits the demos one address opens per hour, with a friendly message', async () => {
    const address = '10.30.0.1';
    expect((await tryDemo(ctx, 'hockey', address)).statusCode).toBe(201);
    expect((await tryDemo(ctx, 'hockey', address)).statusCode).toBe(201);
    const third = await tryDemo(ctx, 'hockey', address);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(privateDemoMessages.tooMany);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('refuses new demos over the ceiling of live ones, with a friendly message', async () => {
    const over = await tryDemo(ctx, 'rugby', '10.30.0.2');
    expect(over.statusCode).toBe(503);
    expect(over.json().error).toEqual({ code: 'demo_full', message: privateDemoMessages.full });
    expect(sessionCookieOf(over)).toBe('');
  });
});
