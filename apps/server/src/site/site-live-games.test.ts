import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { createSiteTeam, fetchSitePage } from './site-test-helpers.ts';

// A game being played (issue 8 "Live"): the public game page and the home page show the running
// score from the sheet, and a conditional request learns of each saved event at once.
describe('team site: a game in progress', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function liveGame() {
    const team = await createSiteTeam(ctx, { sportsType: 'MENSLACROSSE' } as never);
    const options = (await callSection(ctx.app, 'GET', '/api/games/options', team.cookie)).json();
    const yesterday = new Date(Date.now() - 3600_000).toISOString().slice(0, 10);
    const game = (
      await callSection(ctx.app, 'POST', '/api/games', team.cookie, {
        seasonId: options.seasons[0].id,
        opponentId: options.opponents[0].id,
        date: yesterday,
        time: '23:00',
        status: 'inprogress',
        homeGame: true,
        players: [{ playerId: options.players[0].id }],
      })
    ).json();
    const addGoal = (team_: 'us' | 'them') =>
      callSection(ctx.app, 'POST', `/api/games/${game.id}/sheet/operations`, team.cookie, {
        operation: {
          op: 'add',
          list: 'goals',
          entry: {
            team: team_,
            period: 'p2',
            timeInSeconds: 65,
            scorerId: team_ === 'us' ? options.players[0].id : '',
          },
        },
      });
    return {
      team,
      game,
      addGoal,
      opponent: options.opponents[0].name as string,
      scorer: options.players[0].name as string,
    };
  }

  it('shows the running score, the live badge and the box score so far', async () => {
    const { team, game, addGoal, scorer } = await liveGame();
    await addGoal('us');
    await addGoal('us');
    await addGoal('them');
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    expect(page.status).toBe(200);
    const region = page.html.querySelector('[data-live-region="game"]');
    expect(region?.getAttribute('data-live')).toBe('on');
    expect(page.html.querySelector('.score-digits')?.textContent.replace(/\s+/g, ' ')).toContain('2 – to 1');
    expect(page.html.querySelector('.score-live')?.textContent).toBe('Live');
    expect(page.text()).toContain('Scoring summary');
    expect(page.text()).toContain(scorer);
  });

  it('puts the game being played on the home page, live', async () => {
    const { team, addGoal } = await liveGame();
    await addGoal('them');
    const home = await fetchSitePage(ctx.app, `/sites/${team.slug}`);
    const region = home.html.querySelector('[data-live-region="next-game"]');
    expect(region?.getAttribute('data-live')).toBe('on');
    expect(region?.querySelector('h2')?.textContent).toBe('Live now');
    expect(region?.querySelector('.game-result')?.textContent.trim()).toBe('Live 0-1');
  });

  it('answers a poll with 304 until the next event, then with the new score', async () => {
    const { team, game, addGoal } = await liveGame();
    const url = `/sites/${team.slug}/game/${game.id}`;
    const first = await fetchSitePage(ctx.app, url);
    const etag = String(first.headers.etag);
    const unchanged = await fetchSitePage(ctx.app, url, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    await addGoal('us');
    const changed = await fetchSitePage(ctx.app, url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.html.querySelector('.score-digits')?.textContent.replace(/\s+/g, ' ')).toContain(
      '1 – to 0',
    );
  });

  it('stops being live once the game is finished', async () => {
    const { team, game, addGoal } = await liveGame();
    await addGoal('us');
    await callSection(ctx.app, 'PUT', `/api/games/${game.id}`, team.cookie, {
      seasonId: game.seasonId,
      opponentId: game.opponentId,
      date: game.date,
      time: game.time,
      status: 'finished',
      players: game.players,
    });
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/game/${game.id}`);
    expect(page.html.querySelector('[data-live-region="game"]')?.getAttribute('data-live')).toBe('off');
    expect(page.html.querySelector('.score-result')?.textContent).toBe('Win 1-0');
  });
});
