import { describe, expect, it } from 'vitest';
import { gameStatSheetSchema } from '../content/game-stat-sheet.ts';
import {
  buildPlayerStatLines,
  buildSeasonLeaderboards,
  leaderboardMinShotsFaced,
} from './player-stat-lines.ts';

const hockey = (
  goals: { scorerId: string; assist1Id?: string }[],
  goalie?: { playerId: string; shots: number; saves: number },
) =>
  gameStatSheetSchema.parse({
    sport: 'hockey',
    goals: goals.map((g) => ({ team: 'us', ...g })),
    goalieActions: goalie
      ? [{ playerId: goalie.playerId, shotsOnGoal: goalie.shots, shotsSaved: goalie.saves }]
      : [],
  });

describe('player stat lines', () => {
  const games = [
    { id: 'g1', seasonId: 's1', sheet: hockey([{ scorerId: 'ava' }, { scorerId: 'ben', assist1Id: 'ava' }]) },
    { id: 'g2', seasonId: 's1', sheet: hockey([{ scorerId: 'ava' }]) },
    { id: 'g3', seasonId: 's2', sheet: hockey([{ scorerId: 'ben', assist1Id: 'ava' }]) },
  ];

  it('gives the game log, a line per season and the career line', () => {
    const lines = buildPlayerStatLines('hockey', 'ava', games);
    expect(lines.columns).toEqual(['Games', 'Goals', 'Assists', 'Points', 'Shots', 'Penalty min']);
    expect(lines.games.map((g) => [g.game.id, ...g.values.slice(0, 3)])).toEqual([
      ['g1', '1', '1', '2'],
      ['g2', '1', '0', '1'],
      ['g3', '0', '1', '1'],
    ]);
    expect(lines.seasons).toEqual([
      { seasonId: 's1', values: ['2', '2', '1', '3', '0', '0'] },
      { seasonId: 's2', values: ['1', '0', '1', '1', '0', '0'] },
    ]);
    expect(lines.career).toEqual(['3', '2', '2', '4', '0', '0']);
  });

  it('lets overriding stats replace career totals only', () => {
    const lines = buildPlayerStatLines('hockey', 'ava', games, { overrides: { Goals: 40 } });
    expect(lines.career[1]).toBe('40');
    expect(lines.seasons[0]?.values[1]).toBe('2');
  });
});

describe('season leaderboards', () => {
  it('ranks points, goals and assists, best first, leaving out players without any', () => {
    const sheets = [
      hockey([{ scorerId: 'ava' }, { scorerId: 'ben', assist1Id: 'ava' }, { scorerId: 'ben' }]),
    ];
    const [points, goals, assists] = buildSeasonLeaderboards('hockey', ['ava', 'ben', 'cal'], sheets);
    expect(points?.entries.map((e) => [e.playerId, e.display])).toEqual([
      ['ava', '2'],
      ['ben', '2'],
    ]);
    expect(goals?.entries.map((e) => e.playerId)).toEqual(['ben', 'ava']);
    expect(assists?.entries.map((e) => e.playerId)).toEqual(['ava']);
  });

  it('counts a save percentage only past the minimum of shots faced', () => {
    const few = hockey([], {
      playerId: 'gil',
      shots: leaderboardMinShotsFaced - 1,
      saves: leaderboardMinShotsFaced - 1,
    });
    const many = hockey([], {
      playerId: 'hal',
      shots: leaderboardMinShotsFaced,
      saves: leaderboardMinShotsFaced - 2,
    });
    const saves = buildSeasonLeaderboards('hockey', ['gil', 'hal'], [few, many])[3];
    expect(saves?.title).toBe('Save %');
    expect(saves?.entries.map((e) => [e.playerId, e.display])).toEqual([['hal', '.900']]);
  });

  it('ranks rugby tries, tackles and metres', () => {
    const sheet = gameStatSheetSchema.parse({
      sport: 'rugby',
      tries: [{ team: 'us', playerId: 'kai' }],
      playerStats: [{ playerId: 'lea', tackles: 9, metersCarried: 40 }],
    });
    const boards = buildSeasonLeaderboards('rugby', ['kai', 'lea'], [sheet]);
    expect(boards.map((b) => [b.title, b.entries.map((e) => e.playerId)])).toEqual([
      ['Tries', ['kai']],
      ['Tackles', ['lea']],
      ['Metres', ['lea']],
    ]);
  });
});
