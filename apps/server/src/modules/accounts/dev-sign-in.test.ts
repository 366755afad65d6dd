import { accountMessages as m } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, sessionCookieOf, signUp, teamOfEmail } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('development sign-in when DEV_SIGN_IN=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ DEV_SIGN_IN: 'true' });
  });
  afterAll(() => ctx.close());

  it('signs in by team id or by team email without a password, without counting', async () => {
    const { body, session } = await signUp(ctx.app);
    const byId = await postJson(ctx.app, '/api/accounts/dev-signin', { teamId: session.team.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ userLogged: true, team: { id: session.team.id } });
    const cookie = sessionCookieOf(byId);
    expect((await getJson(ctx.app, '/api/session', cookie)).json().team.id).toBe(session.team.id);

    const byEmail = await postJson(ctx.app, '/api/accounts/dev-signin', {
      teamEmail: body.email.toUpperCase(),
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().team.id).toBe(session.team.id);
    expect((await teamOfEmail(ctx.database.db, body.email))?.loginCount).toBe(1);
  });

  it('answers "Invalid Team Id" and "Invalid Team Email"', async () => {
    const byId = await postJson(ctx.app, '/api/accounts/dev-signin', { teamId: 'no-such-team' });
    expect(byId.statusCode).toBe(404);
    expect(byId.json().error.message).toBe(m.invalidTeamId);
    const byEmail = await postJson(ctx.app, '/api/accounts/dev-signin', { teamEmail: 'nobody@example.org' });
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json().error.message).toBe(m.invalidTeamEmail);
    const neither = await postJson(ctx.app, '/api/accounts/dev-signin', {});
    expect(neither.statusCode).toBe(400);
  });
});

describe('development sign-in switched off', () => {
  it('does not exist by default', async () => {
    const ctx = await createTestApp();
    try {
      const res = await postJson(ctx.app, '/api/accounts/dev-signin', { teamId: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    } finally {
      await ctx.close();
    }
  });

  it('does not exist in production even with DEV_SIGN_IN=true', async () => {
    const ctx = await createTestApp({
      NODE_ENV: 'production',
      DEV_SIGN_IN: 'true',
      AUTH_SECRET: 'a-production-test-secret-of-some-length',
    });
    try {
      expect(ctx.config.devSignIn).toBe(false);
      const res = await postJson(ctx.app, '/api/accounts/dev-signin', { teamId: 'x' });
      expect(res.statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
