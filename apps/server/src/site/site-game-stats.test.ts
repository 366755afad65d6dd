import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../db/schema/roster.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, fetchSitePage } from './site-test-helpers.ts';

// Statistics a fan expects, never typed twice (issue 8): the player page's career, season and
// game lines and the season leaderboards come from the finished games' sheets.
describe('team site: player statistics and season leaders', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A hockey team with a new season and two finished games in it: Ava scores three, Ben one. */
  async function seasonWithGames() {
    const team = await createSiteTeam(ctx, { sportsType: 'MENSICEHOCKEY' } as never);
    const options = (await callSection(ctx.app, 'GET', '/api/games/options', team.cookie)).json();
    const season = (
      await callSection(ctx.app, 'POST', '/api/seasons', team.cookie, {
        name: '2030-2031 Season',
        startDate: '2030-09-01',
      })
    ).json();
    const [ava, ben] = options.players;
    const playGame = async (
      date: string,
      goals: { scorerId: string; assist1Id?: string }[],
      them: number,
    ) => {
      const input = {
        seasonId: season.id,
        opponentId: options.opponents[0].id,
        date,
        time: '19:00',
        status: 'inprogress',
        players: [{ playerId: ava.id }, { playerId: ben.id }],
      };
      const game = (await callSection(ctx.app, 'POST', '/api/games', team.cookie, input)).json();
      const entries = [...goals.map((g) => ({ team: 'us', ...g })), ...Array(them).fill({ team: 'them' })];
      for (const entry of entries) {
        await callSection(ctx.app, 'POST', `/api/games/${game.id}/sheet/operations`, team.cookie, {
          operation: { op: 'add', list: 'goals', entry },
        });
      }
      await callSection(ctx.app, 'PUT', `/api/games/${game.id}`, team.cookie, {
        ...input,
        status: 'finished',
      });
      return game;
    };
    await playGame('2030-10-03', [{ scorerId: ava.id, assist1Id: ben.id }, { scorerId: ava.id }], 1);
    await playGame('2030-10-10', [{ scorerId: ava.id }, { scorerId: ben.id, assist1Id: ava.id }], 3);
    return { team, season, ava, ben };
  }

  const tableRows = (page: Awaited<ReturnType<typeof fetchSitePage>>, heading: string) => {
    const section = page.html
      .querySelectorAll('section')
      .find((s) => s.querySelector('h2')?.textContent === heading);
    return (section?.querySelectorAll('tbody tr') ?? []).map((tr) =>
      tr.querySelectorAll('th, td').map((cell) => cell.textContent.trim()),
    );
  };

  it("shows a player's season line, career line and game log, with overriding stats on the career", async () => {
    const { team, ava } = await seasonWithGames();
    const [row] = await ctx.database.db.select().from(players).where(eq(players.id, ava.id));
    assert(row);
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/player/${row.urlId}`);
    // Shots are shots on goal, and each goal entered is one of them (decision 018).
    expect(tableRows(page, 'Season by season')).toContainEqual([
      '2030-2031 Season',
      '2',
      '3',
      '1',
      '4',
      '3',
      '0',
    ]);
    // The new team's seeded demo game is in the log too; these are the two games of the season.
    const log = tableRows(page, 'Game log').filter((r) => /Oct (3|10), 2030/.test(r[0] ?? ''));
    expect(log.map((r) => r.slice(1, 5))).toEqual([
      ['W 2-1', '2', '0', '2'],
      ['L 2-3', '1', '1', '2'],
    ]);

    const stored = (await callSection(ctx.app, 'GET', `/api/roster/${ava.id}`, team.cookie)).json();
    const saved = await callSection(ctx.app, 'PUT', `/api/roster/${ava.id}`, team.cookie, {
      name: stored.name,
      details: stored.details,
      overridingStats: { Goals: 50 },
    });
    expect(saved.statusCode).toBe(200);
    const overridden = await fetchSitePage(ctx.app, `/sites/${team.slug}/player/${row.urlId}`);
    const career = tableRows(overridden, 'Season by season').find((r) => r[0] === 'Career');
    expect(career?.[2]).toBe('50');
  });

  it('ranks the season leaders and shows the record, linked from the schedule', async () => {
    const { team, season, ava, ben } = await seasonWithGames();
    const schedule = await fetchSitePage(ctx.app, `/sites/${team.slug}/seasonschedule/${season.id}`);
    const leadersLink = schedule.html.querySelectorAll('a').find((a) => a.textContent === 'Season leaders');
    expect(leadersLink?.getAttribute('href')).toBe(`/sites/${team.slug}/leaders/${season.id}`);

    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/leaders/${season.id}`);
    expect(page.status).toBe(200);
    expect(page.text()).toContain('Record: 1-1-0 (W-L-T)');
    const points = tableRows(page, 'Points');
    expect(points.map((r) => [r[0], r[1]?.replace(/^#\d+ /, ''), r[2]])).toEqual([
      ['1', ava.name, '4'],
      ['2', ben.name, '2'],
    ]);
    expect(tableRows(page, 'Goals')[0]?.[2]).toBe('3');
    expect((await fetchSitePage(ctx.app, `/sites/${team.slug}/leaders/no-such-season`)).status).toBe(404);
  });
});
