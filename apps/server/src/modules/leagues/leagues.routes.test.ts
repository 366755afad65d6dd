import { leagueMessages } from '@sideline/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { leagues } from '../../db/schema/leagues.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/leagues';

describe('leagues: /api/leagues', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const gamesOfLeague = (teamId: string, leagueId: string) =>
    ctx.database.db
      .select()
      .from(games)
      .where(and(eq(games.teamId, teamId), eq(games.leagueId, leagueId)));

  it("lists the sport's pre-developed leagues with their conferences, read-only", async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'MENSRUGBY' });
    const res = await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { leagues: offered } = res.json();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0].conferences.length).toBeGreaterThan(0);
    expect((await callSection(ctx.app, 'POST', `${url}/predeveloped`, team.cookie, {})).statusCode).toBe(404);
  });

  it('creates, reads, searches, updates and soft-deletes a league without games', async () => {
    const team = await createSiteTeam(ctx);
    const [offered] = (await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie)).json().leagues;
    const created = await callSection(ctx.app, 'POST', url, team.cookie, {
      name: ' Harbor Cup ',
      division: 'Division II',
      preDevelopedLeagueId: offered.id,
      preDevelopedConferenceId: offered.conferences[0].id,
    });
    expect(created.statusCode).toBe(201);
    const league = created.json();
    expect(league).toMatchObject({ name: 'Harbor Cup', division: 'Division II', gameCount: 0 });
    expect((await callSection(ctx.app, 'GET', `${url}/${league.id}`, team.cookie)).json()).toEqual(league);

    const searched = (await callSection(ctx.app, 'GET', `${url}?search=cup`, team.cookie)).json();
    expect(searched.items).toEqual([
      { id: league.id, title: 'Harbor Cup', subtitle: 'Division II', imageLink: '' },
    ]);

    const updated = await callSection(ctx.app, 'PUT', `${url}/${league.id}`, team.cookie, {
      name: 'Harbor Cup',
    });
    expect(updated.json()).toMatchObject({
      division: '',
      preDevelopedLeagueId: null,
      preDevelopedConferenceId: null,
    });

    expect((await callSection(ctx.app, 'DELETE', `${url}/${league.id}`, team.cookie)).statusCode).toBe(204);
    const gone = await callSection(ctx.app, 'GET', `${url}/${league.id}`, team.cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(leagueMessages.notFound);
    const [row] = await ctx.database.db.select().from(leagues).where(eq(leagues.id, league.id));
    assert(row);
    expect(row.deleted).toBe(true);
  });

  it('rewrites every game of the league with its pre-developed league and conference in the same save', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const before = await gamesOfLeague(team.teamId, seeded.id);
    expect(before.length).toBeGreaterThan(0);
    const [offered] = (await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie)).json().leagues;
    const conference = offered.conferences.at(-1);
    const res = await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, {
      name: 'Renamed League',
      preDevelopedLeagueId: offered.id,
      preDevelopedConferenceId: conference.id,
    });
    expect(res.statusCode).toBe(200);
    const after = await gamesOfLeague(team.teamId, seeded.id);
    expect(after.map((game) => [game.preDevelopedLeagueId, game.preDevelopedConferenceId])).toEqual(
      before.map(() => [offered.id, conference.id]),
    );
    await callSection(ctx.app, 'PUT', `${url}/${seeded.id}`, team.cookie, { name: 'Renamed League' });
    const cleared = await gamesOfLeague(team.teamId, seeded.id);
    expect(
      cleared.every((game) => game.preDevelopedLeagueId === null && game.preDevelopedConferenceId === null),
    ).toBe(true);
  });

  it('refuses to delete a league with games, saying how many, and deletes nothing', async () => {
    const team = await createSiteTeam(ctx);
    const [seeded] = (await callSection(ctx.app, 'GET', url, team.cookie)).json().items;
    const [counted] = await ctx.database.db
      .select({ value: count() })
      .from(games)
      .where(and(eq(games.leagueId, seeded.id), eq(games.deleted, false)));
    assert(counted);
    const gameCount = counted.value;
    const record = (await callSection(ctx.app, 'GET', `${url}/${seeded.id}`, team.cookie)).json();
    expect(record.gameCount).toBe(gameCount);
    const res = await callSection(ctx.app, 'DELETE', `${url}/${seeded.id}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(leagueMessages.hasGames(gameCount));
    expect(res.json().error.message).toMatch(/^This league has \d+ games?\. Delete its games first/);
    expect((await callSection(ctx.app, 'GET', `${url}/${seeded.id}`, team.cookie)).statusCode).toBe(200);
    // Soft-deleted games do not block.
    await ctx.database.db.update(games).set({ deleted: true }).where(eq(games.leagueId, seeded.id));
    expect((await callSection(ctx.app, 'DELETE', `${url}/${seeded.id}`, team.cookie)).statusCode).toBe(204);
  });

  it('names each invalid field with its message', async () => {
    const team = await createSiteTeam(ctx, { sportsType: 'MENSLACROSSE' });
    const [offered] = (await callSection(ctx.app, 'GET', `${url}/predeveloped`, team.cookie)).json().leagues;
    const hockey = await createSiteTeam(ctx, { sportsType: 'WOMENSICEHOCKEY' });
    const [hockeyLeague] = (await callSection(ctx.app, 'GET', `${url}/predeveloped`, hockey.cookie)).json()
      .leagues;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Please enter the league name' }],
      [{ name: '  ' }, { name: 'Please enter the league name' }],
      [
        { name: 'L', preDevelopedConferenceId: offered.conferences[0].id },
        { preDevelopedConferenceId: leagueMessages.conferenceOfOtherLeague },
      ],
      [
        { name: 'L', preDevelopedLeagueId: hockeyLeague.id },
        { preDevelopedLeagueId: leagueMessages.unknownPreDevelopedLeague },
      ],
      [
        {
          name: 'L',
          preDevelopedLeagueId: offered.id,
          preDevelopedConferenceId: hockeyLeague.conferences[0].id,
        },
        { preDevelopedConferenceId: leagueMessages.conferenceOfOtherLeague },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await callSection(ctx.app, 'GET', url, team.cookie)).json().total).toBe(1);
  });

  it("answers 404 for another team's league and changes nothing", async () => {
    const a = await createSiteTeam(ctx);
    const b = await createSiteTeam(ctx);
    const [theirs] = (await callSection(ctx.app, 'GET', url, b.cookie)).json().items;
    const before = (await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, a.cookie, { name: 'Taken' });
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(refused.messages).toEqual(Array(3).fill(leagueMessages.notFound));
    expect((await callSection(ctx.app, 'GET', `${url}/${theirs.id}`, b.cookie)).json()).toEqual(before);
  });
});
