import { gameMessages, gameStatsClosedHint, statSheetMessages } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';

describe('game sheet: /api/games/:id/sheet', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** A team of the sport with a game in the given status and a two-player line-up. */
  async function teamWithGame(sportsType: string, status = 'inprogress', homeGame = true) {
    const team = await createSiteTeam(ctx, { sportsType } as never);
    const options = (await callSection(ctx.app, 'GET', '/api/games/options', team.cookie)).json();
    const game = (
      await callSection(ctx.app, 'POST', '/api/games', team.cookie, {
        seasonId: options.seasons[0].id,
        opponentId: options.opponents[0].id,
        date: '2027-02-06',
        time: '19:30',
        status,
        homeGame,
        players: [{ playerId: options.players[0].id }, { playerId: options.players[1].id }],
      })
    ).json();
    const [scorer, helper] = options.players;
    const sheetUrl = `/api/games/${game.id}/sheet`;
    const operate = (operation: unknown, cookie = team.cookie) =>
      callSection(ctx.app, 'POST', `${sheetUrl}/operations`, cookie, { operation });
    return { team, game, scorer, helper, sheetUrl, operate };
  }

  it('shows an empty sheet of the sport with the line-up, and whether it is open', async () => {
    const { team, sheetUrl, scorer } = await teamWithGame('MENSLACROSSE', 'scheduled');
    const res = await callSection(ctx.app, 'GET', sheetUrl, team.cookie);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ isOpen: false, score: { us: 0, them: 0 }, game: { sport: 'lacrosse' } });
    expect(view.sheet).toMatchObject({ sport: 'lacrosse', goals: [], groundBalls: [] });
    expect(view.players.map((p: { id: string }) => p.id)).toContain(scorer.id);
    expect(view.players).toHaveLength(2);
  });

  it('refuses statistics until the game is in progress or finished', async () => {
    const { operate, scorer } = await teamWithGame('MENSICEHOCKEY', 'scheduled');
    const res = await operate({ op: 'add', list: 'goals', entry: { team: 'us', scorerId: scorer.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(gameStatsClosedHint);
  });

  it('stores each event live with the running score, then the result once finished', async () => {
    const { team, game, operate, scorer, helper } = await teamWithGame('MENSLACROSSE', 'inprogress', false);
    const goal = { team: 'us', period: 'p1', timeInSeconds: 125, scorerId: scorer.id, assist1Id: helper.id };
    expect((await operate({ op: 'add', list: 'goals', entry: goal })).statusCode).toBe(200);
    await operate({ op: 'add', list: 'goals', entry: { ...goal, period: 'p3' } });
    const penalty = {
      team: 'us',
      period: 'p2',
      type: 'minor',
      offence: 'Slashing',
      playerId: helper.id,
      penaltyTimeInSeconds: 60,
    };
    const last = await operate({ op: 'add', list: 'penalties', entry: penalty });
    expect(last.json()).toMatchObject({ score: { us: 2, them: 0 } });
    expect(last.json().sheet.penalties).toEqual([{ ...penalty, timeInSeconds: 0, playerName: '' }]);
    const [live] = await ctx.database.db.select().from(games).where(eq(games.id, game.id));
    assert(live);
    expect([live.gameScore, live.winOrLoss]).toEqual(['0-2', null]);

    const finished = await callSection(ctx.app, 'PUT', `/api/games/${game.id}`, team.cookie, {
      seasonId: game.seasonId,
      opponentId: game.opponentId,
      date: game.date,
      time: game.time,
      homeGame: false,
      status: 'finished',
      players: game.players,
    });
    expect(finished.json()).toMatchObject({ gameScore: '0-2', winOrLoss: 'win', shutOut: true });
  });

  it('keeps both events when two admins add at the same moment', async () => {
    const { team, sheetUrl, operate, scorer, helper } = await teamWithGame('WOMENSICEHOCKEY');
    const answers = await Promise.all([
      operate({ op: 'add', list: 'goals', entry: { team: 'us', scorerId: scorer.id } }),
      operate({ op: 'add', list: 'goals', entry: { team: 'us', scorerId: helper.id } }),
      operate({ op: 'add', list: 'goals', entry: { team: 'them' } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const view = (await callSection(ctx.app, 'GET', sheetUrl, team.cookie)).json();
    expect(view.score).toEqual({ us: 2, them: 1 });
  });

  it('explains a conflict when the goal changed meanwhile and writes nothing', async () => {
    const { team, sheetUrl, operate, scorer, helper } = await teamWithGame('MENSICEHOCKEY');
    const added = (
      await operate({ op: 'add', list: 'goals', entry: { team: 'us', scorerId: scorer.id } })
    ).json();
    const seen = added.sheet.goals[0];
    await operate({
      op: 'update',
      list: 'goals',
      index: 0,
      before: seen,
      entry: { ...seen, assist1Id: helper.id },
    });
    const stale = await operate({ op: 'remove', list: 'goals', index: 0, before: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(statSheetMessages.changedMeanwhile('goal'));
    expect((await callSection(ctx.app, 'GET', sheetUrl, team.cookie)).json().sheet.goals).toHaveLength(1);
  });

  it('counts rugby tallies and scores tries, conversions and kicks by the rules', async () => {
    const { operate, scorer } = await teamWithGame('WOMENSRUGBY');
    await operate({ op: 'add', list: 'tries', entry: { team: 'us', period: 'h1', playerId: scorer.id } });
    await operate({
      op: 'add',
      list: 'conversions',
      entry: { team: 'us', period: 'h1', playerId: scorer.id },
    });
    await operate({
      op: 'add',
      list: 'penaltyKicks',
      entry: { team: 'them', period: 'h2', convertedToGoal: true },
    });
    await operate({
      op: 'increment',
      list: 'playerStats',
      match: { playerId: scorer.id },
      field: 'tackles',
      by: 3,
    });
    const view = (
      await operate({ op: 'incrementGroup', group: 'setPlay', side: 'us', field: 'scrumsWon', by: 1 })
    ).json();
    expect(view.score).toEqual({ us: 7, them: 3 });
    expect(view.sheet.playerStats[0]).toMatchObject({ playerId: scorer.id, tackles: 3 });
    expect(view.sheet.setPlay.us.scrumsWon).toBe(1);
  });

  it('names the field of a refused event', async () => {
    const { operate } = await teamWithGame('MENSICEHOCKEY');
    const noScorer = await operate({ op: 'add', list: 'goals', entry: { team: 'us' } });
    expect(noScorer.statusCode).toBe(400);
    expect(noScorer.json().error.fields).toEqual({ scorerId: statSheetMessages.chooseScorer });
    const wrongList = await operate({ op: 'add', list: 'tries', entry: { team: 'us' } });
    expect(wrongList.json().error.message).toBe(statSheetMessages.unknownList);
  });

  it("refuses another team's players and answers 404 for another team's game", async () => {
    const a = await teamWithGame('MENSICEHOCKEY');
    const b = await teamWithGame('MENSICEHOCKEY');
    const foreignPlayer = await a.operate({
      op: 'add',
      list: 'goals',
      entry: { team: 'us', scorerId: b.scorer.id },
    });
    expect(foreignPlayer.statusCode).toBe(400);
    expect(foreignPlayer.json().error.fields).toEqual({ playerId: statSheetMessages.unknownPlayer });

    const foreignGame = await b.operate({ op: 'add', list: 'goals', entry: { team: 'them' } }, a.team.cookie);
    expect(foreignGame.statusCode).toBe(404);
    expect(foreignGame.json().error.message).toBe(gameMessages.notFound);
    expect((await callSection(ctx.app, 'GET', b.sheetUrl, a.team.cookie)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(games).where(eq(games.id, b.game.id));
    assert(row);
    expect(row.stats).toBeNull();
  });
});
