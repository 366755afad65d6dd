import { createEmptyDashboardCounts, type DashboardCounts } from '@sideline/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events.ts';
import { submittedForms } from '../../db/schema/forms.ts';
import { players } from '../../db/schema/roster.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** What sign-up seeds for a women's ice hockey team (spec part 2 §4). */
const seededHockeyCounts: DashboardCounts = {
  ...createEmptyDashboardCounts(),
  players: 12,
  alumni: 2,
  coaches: 2,
  executiveBoard: 2,
  seasons: 1,
  games: 4,
  articles: 2,
  galleries: 2,
  photos: 4,
  sponsors: 1,
  opponents: 1,
  leagues: 1,
  forms: 3,
  submissions: 1,
  unreadSubmissions: 1,
};

describe('GET /api/dashboard', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("counts the signed-in team's seeded content, not another team's, and skips deleted records", async () => {
    const a = await signUp(ctx.app, { sportsType: 'WOMENSICEHOCKEY' });
    const b = await signUp(ctx.app, { sportsType: 'MENSRUGBY' });
    const teamA = a.session.team.id as string;

    const resA = await getJson(ctx.app, '/api/dashboard', a.cookie);
    expect(resA.statusCode).toBe(200);
    expect(resA.json()).toEqual({ counts: seededHockeyCounts });
    const resB = await getJson(ctx.app, '/api/dashboard', b.cookie);
    expect(resB.json().counts).toMatchObject({ players: 15, alumni: 2, games: 4 });

    // Soft-deleted and read records drop out of the counts; new ones of another kind show up.
    const db = ctx.database.db;
    const [player] = await db
      .select()
      .from(players)
      .where(and(eq(players.teamId, teamA), eq(players.alumni, false)))
      .limit(1);
    assert(player);
    await db.update(players).set({ deleted: true }).where(eq(players.id, player.id));
    await db.update(submittedForms).set({ read: true }).where(eq(submittedForms.teamId, teamA));
    await db.insert(events).values([
      {
        teamId: teamA,
        urlId: 'spring-bbq',
        title: 'Spring BBQ',
        timeOfEvent: new Date(),
        eventType: 'event',
      },
      {
        teamId: teamA,
        urlId: 'practice-1',
        title: 'Practice',
        timeOfEvent: new Date(),
        eventType: 'practice',
      },
      {
        teamId: teamA,
        urlId: 'practice-2',
        title: 'Practice',
        timeOfEvent: new Date(),
        eventType: 'practice',
        deleted: true,
      },
    ]);
    const after = await getJson(ctx.app, '/api/dashboard', a.cookie);
    expect(after.json().counts).toEqual({
      ...seededHockeyCounts,
      players: 11,
      unreadSubmissions: 0,
      events: 1,
      practices: 1,
    });
    // Team B saw none of it.
    expect((await getJson(ctx.app, '/api/dashboard', b.cookie)).json()).toEqual(resB.json());
  });
});
