import { formatWallTime } from '@sideline/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../db/schema/games.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { addGameAsAdmin, createSiteTeam, type FetchedPage, fetchSitePage } from './site-test-helpers.ts';

/** The game links of a home page section, by its heading's id, and the heading itself. */
function sectionOf(page: FetchedPage, id: string) {
  const section = page.html.querySelector(`section[aria-labelledby="${id}-heading"]`);
  return {
    heading: section?.querySelector('h2')?.textContent,
    gameIds: (section?.querySelectorAll('.game-card a') ?? []).map(
      (a) => a.getAttribute('href')?.split('/game/')[1],
    ),
    text: section?.textContent.replace(/\s+/g, ' ') ?? '',
  };
}

/**
 * The home page's games (spec part 2 §7 "next home game limited to 1"): the next home game, not
 * an away game that comes sooner, and the latest results, including a game that was finished
 * before the time it was listed to start.
 */
describe('team site home page: next home game and latest results', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SITE_REVALIDATE_MS: '0' });
  });
  afterAll(() => ctx.close());

  /** A new team's seeded games, by start: a result six days ago, then away, home and away games. */
  async function seededGames(teamId: string) {
    const rows = await ctx.database.db
      .select()
      .from(games)
      .where(eq(games.teamId, teamId))
      .orderBy(asc(games.timeOfGame));
    expect(rows.map((g) => [g.status, g.homeGame])).toEqual([
      ['finished', true],
      ['scheduled', false],
      ['scheduled', true],
      ['scheduled', false],
    ]);
    return rows;
  }

  it('shows the next home game, and a game finished before its listed start first among the results', async () => {
    const team = await createSiteTeam(ctx, { teamName: 'Harbor Hawks' });
    const [result, nextAway, nextHome] = await seededGames(team.teamId);
    assert(nextAway);
    assert(nextHome);
    assert(result);
    // Listed to start in three hours, already played and finished (moved up, or entered early).
    const [date, time] = formatWallTime(new Date(Date.now() + 3 * 3_600_000), 'America/New_York').split('T');
    const { game: finishedEarly } = await addGameAsAdmin(ctx.app, team.cookie, {
      date,
      time,
      status: 'finished',
      homeGame: false,
    });

    const home = await fetchSitePage(ctx.app, `/sites/${team.slug}`);
    const next = sectionOf(home, 'next-game');
    expect(next.heading).toBe('Next home game');
    expect(next.gameIds).toEqual([nextHome.id]);
    expect(next.gameIds).not.toContain(nextAway.id);
    const results = sectionOf(home, 'results');
    expect(results.heading).toBe('Latest results');
    expect(results.gameIds).toEqual([finishedEarly.id, result.id]);
  });

  it('says no home game is coming up when only away games are, and shows a game being played instead', async () => {
    const team = await createSiteTeam(ctx, { teamName: 'Road Warriors' });
    const [, nextAway, nextHome] = await seededGames(team.teamId);
    assert(nextAway);
    assert(nextHome);
    expect((await callSection(ctx.app, 'DELETE', `/api/games/${nextHome.id}`, team.cookie)).statusCode).toBe(
      204,
    );
    let next = sectionOf(await fetchSitePage(ctx.app, `/sites/${team.slug}`), 'next-game');
    expect(next.heading).toBe('Next home game');
    expect(next.gameIds).toEqual([]);
    expect(next.text).toContain('No home game coming up yet.');

    // The away game under way: fans follow it live from the home page.
    const away = (await callSection(ctx.app, 'GET', `/api/games/${nextAway.id}`, team.cookie)).json();
    const started = await callSection(ctx.app, 'PUT', `/api/games/${nextAway.id}`, team.cookie, {
      seasonId: away.seasonId,
      opponentId: away.opponentId,
      date: away.date,
      time: away.time,
      homeGame: false,
      status: 'inprogress',
    });
    expect(started.statusCode).toBe(200);
    next = sectionOf(await fetchSitePage(ctx.app, `/sites/${team.slug}`), 'next-game');
    expect(next.heading).toBe('Live now');
    expect(next.gameIds).toEqual([nextAway?.id]);
  });
});
