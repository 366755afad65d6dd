import { accountMessages as m } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth.ts';
import { teams } from '../../db/schema/teams.ts';
import { createAuth } from '../../platform/auth.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { endUnverifiedGrace, getJson, postJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSessionGuard, registerSessionGuard, registerTeamScope, teamScopeOf } from './session-guard.ts';

describe('session guard', () => {
  let ctx: TestContext;
  const guarded = Fastify();
  beforeAll(async () => {
    ctx = await createTestApp();
    const auth = createAuth({
      db: ctx.database.db,
      config: ctx.config,
      mailer: { sendVerificationMail: async () => {}, sendPasswordResetMail: async () => {} },
    });
    const guard = createSessionGuard({
      auth,
      db: ctx.database.db,
      unverifiedLoginLimit: ctx.config.unverifiedLoginLimit,
      now: () => new Date(),
    });
    registerErrorHandler(guarded);
    registerSessionGuard(guarded);
    await registerTeamScope(guarded, guard, async (teamApp) => {
      teamApp.get('/team', async (request) => {
        const { teamId, team, userId } = teamScopeOf(request);
        return { teamId, name: team.name, userId };
      });
    });
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await ctx.close();
  });

  it("gives routes the signed-in user's team", async () => {
    const { cookie, session } = await signUp(ctx.app, { teamName: 'Guarded Giants' });
    const res = await guarded.inject({ method: 'GET', url: '/team', headers: { cookie } });
    expect(res.json()).toEqual({ teamId: session.team.id, name: 'Guarded Giants', userId: session.user.id });
  });

  it('applies the unverified-email rule: 403 once the team count exceeds the limit (3) after the grace', async () => {
    const { cookie, session, body } = await signUp(ctx.app, { teamName: 'Unverified Owls' });
    const setLoginCount = (loginCount: number) =>
      ctx.database.db.update(teams).set({ loginCount }).where(eq(teams.id, session.team.id));
    // Within the first week after sign-up the count does not refuse.
    await setLoginCount(40);
    expect((await guarded.inject({ method: 'GET', url: '/team', headers: { cookie } })).statusCode).toBe(200);
    await endUnverifiedGrace(ctx.database.db, body.email);
    await setLoginCount(3);
    expect((await guarded.inject({ method: 'GET', url: '/team', headers: { cookie } })).statusCode).toBe(200);

    // A refused sign-in elsewhere took the count past the limit: this older session stops too.
    await setLoginCount(4);
    for (const res of [
      await guarded.inject({ method: 'GET', url: '/team', headers: { cookie } }),
      await getJson(ctx.app, '/api/dashboard', cookie),
      await postJson(ctx.app, '/api/payments/account', undefined, cookie),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'unverified_email', message: m.unverifiedEmail });
    }

    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
    expect((await getJson(ctx.app, '/api/dashboard', cookie)).statusCode).toBe(200);
  });

  it('refuses signed-out requests with 401 "Please sign in to continue."', async () => {
    for (const headers of [{ cookie: 'sideline.session_token=forged.value' }, {}]) {
      const res = await guarded.inject({ method: 'GET', url: '/team', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: m.signInRequired });
    }
  });
});
