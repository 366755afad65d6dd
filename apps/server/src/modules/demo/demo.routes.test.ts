import { demoTeamSpecs, getSportsTypeDisplayName, accountMessages as m } from '@sideline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { getJson } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { ensureDemoTeams } from '../accounts/demo-accounts.ts';
import { seedNewTeam } from '../new-team-seeding.ts';

describe('GET /api/demo/:demoId', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 404 for an unknown demo, and while the demo teams are not seeded', async () => {
    const unknown = await getJson(ctx.app, '/api/demo/curling');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: m.unknownDemo });
    const notSeeded = await getJson(ctx.app, '/api/demo/hockey');
    expect(notSeeded.statusCode).toBe(404);
    expect(notSeeded.json().error).toEqual({ code: 'not_found', message: m.demoUnavailable });
  });

  it('describes each seeded demo team with its counts', async () => {
    await ensureDemoTeams({
      db: ctx.database.db,
      seedNewTeam,
      storage: createMemoryFileStorage(),
    });
    for (const spec of demoTeamSpecs) {
      const res = await getJson(ctx.app, `/api/demo/${spec.demoId}`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        demoId: spec.demoId,
        teamName: spec.teamName,
        organizationName: 'Sideline Demo Club',
        sportsType: spec.sportsType,
        sportsDisplayName: getSportsTypeDisplayName(spec.sportsType),
        email: spec.email,
      });
      expect(body.counts).toMatchObject({ games: 4, articles: 2, galleries: 2, forms: 4, submissions: 1 });
      expect(body.counts.players).toBeGreaterThanOrEqual(12);
    }
    expect(demoTeamSpecs.map((s) => [s.demoId, s.sportsType])).toEqual([
      ['hockey', 'MENSICEHOCKEY'],
      ['rugby', 'WOMENSRUGBY'],
      ['lacrosse', 'WOMENSLACROSSE'],
    ]);
  });
});
