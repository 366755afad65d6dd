import { demoTeamSpecs, accountMessages as m } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { getJson, postJson, sessionCookieOf, signIn } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { seedNewTeam } from '../teams/team-seeding.service.ts';
import { ensureDemoTeams } from './demo-accounts.ts';

describe('demo teams and demo sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ DEMO_PASSWORD: 'demo-pass-1' });
  });
  afterAll(() => ctx.close());

  it('says the demo is unavailable before the demo teams are seeded', async () => {
    const res = await postJson(ctx.app, '/api/demo/hockey/signin');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'team_not_found', message: m.demoUnavailable });
  });

  it('seeds one verified demo user and team per demo id, once', async () => {
    const deps = { db: ctx.database.db, config: ctx.config, seedNewTeam, storage: createMemoryFileStorage() };
    const first = await ensureDemoTeams(deps);
    expect(first.map((d) => [d.demoId, d.created])).toEqual([
      ['hockey', true],
      ['rugby', true],
      ['lacrosse', true],
    ]);
    const again = await ensureDemoTeams(deps);
    expect(again.every((d) => !d.created)).toBe(true);
  });

  it.each(demoTeamSpecs.map((spec) => [spec.demoId, spec] as const))(
    'signs into the %s demo team',
    async (demoId, spec) => {
      const res = await postJson(ctx.app, `/api/demo/${demoId}/signin`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        userLogged: true,
        accountType: 'TEAM',
        user: { email: spec.email, emailVerified: true },
        team: { name: spec.teamName, sportsType: spec.sportsType },
      });
      const session = await getJson(ctx.app, '/api/session', sessionCookieOf(res));
      expect(session.json().team.name).toBe(spec.teamName);
    },
  );

  it('lets the demo users sign in with the configured demo password', async () => {
    const { res } = await signIn(ctx.app, demoTeamSpecs[0].email, 'demo-pass-1');
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown demo id', async () => {
    const res = await postJson(ctx.app, '/api/demo/curling/signin');
    expect(res.statusCode).toBe(404);
  });
});
