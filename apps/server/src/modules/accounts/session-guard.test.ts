import { accountMessages as m } from '@sideline/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../platform/auth.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createSessionGuard, registerSessionGuard } from './session-guard.ts';

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
    const guard = createSessionGuard({ auth, db: ctx.database.db });
    registerErrorHandler(guarded);
    registerSessionGuard(guarded);
    guarded.get('/team', { preHandler: guard.requireTeam }, async (request) => ({
      teamId: request.sessionTeam!.teamId,
      name: request.sessionTeam!.team.name,
      userId: request.sessionTeam!.userId,
    }));
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

  it('refuses signed-out requests with 401 "Please sign in to continue."', async () => {
    for (const headers of [{ cookie: 'sideline.session_token=forged.value' }, {}]) {
      const res = await guarded.inject({ method: 'GET', url: '/team', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthorized', message: m.signInRequired });
    }
  });
});
