import { describe, expect, it } from 'vitest';
import { hockeyStatSheetSchema, lacrosseStatSheetSchema } from '../content/stick-sport-stat-sheets.ts';
import { computeStickSportPlayerStats } from './stick-sport-player-stats.ts';

const game1 = hockeyStatSheetSchema.parse({
  sport: 'hockey',
  goals: [
    { team: 'us', period: 'p1', scorerId: 'ana', assist1Id: 'bea', powerPlayGoal: true },
    { team: 'us', period: 'p2', scorerId: 'bea', assist1Id: 'ana', assist2Id: 'cat', gameWinningGoal: true },
    { team: 'them', period: 'p2', scorerId: 'ana', goalieId: 'gil' }, // opponent ids never count for us
    { team: 'us', period: 'p3', scorerId: 'ana', shortHandedGoal: true },
  ],
  highlightsPerPlayer: [
    { playerId: 'ana', type: 'shots', number: 6 },
    { playerId: 'ana', type: 'shotsOnGoal', number: 4 },
    { playerId: 'bea', type: 'blocks', number: 2 },
  ],
  penalties: [
    { team: 'us', playerId: 'ana', type: 'minor', penaltyTimeInSeconds: 120 },
    { team: 'us', playerId: 'ana', type: 'major', penaltyTimeInSeconds: 300 },
    { team: 'them', playerId: 'ana', penaltyTimeInSeconds: 120 },
  ],
  faceOffs: [
    { team: 'us', playerId: 'cat', wins: 9 },
    { team: 'them', playerId: 'cat', wins: 4 },
  ],
  goalieActions: [
    { period: 'p1', playerId: 'gil', shotsOnGoal: 10, shotsSaved: 10, minutes: 20 },
    { period: 'p2', playerId: 'gil', shotsOnGoal: 14, shotsSaved: 13, minutes: 20 },
    { period: 'p3', playerId: 'gil', shotsOnGoal: 2, shotsSaved: 2, minutes: 20 },
  ],
  bodyChecks: [{ playerId: 'bea', hits: 3 }],
});

describe('hockey and lacrosse player stats', () => {
  it('derives a skater line from one game', () => {
    const ana = computeStickSportPlayerStats('ana', [game1]);
    expect(ana).toMatchObject({
      goals: 2,
      assists: 1,
      points: 3,
      powerPlayGoals: 1,
      shortHandedGoals: 1,
      gameWinningGoals: 0,
      goalsByPeriod: { p1: 1, p3: 1 },
      shots: 6,
      shotsOnGoal: 4,
      penalties: 2,
      penaltyMinutes: 7,
      savePercentage: null,
    });
    expect(computeStickSportPlayerStats('bea', [game1])).toMatchObject({
      goals: 1,
      assists: 1,
      points: 2,
      gameWinningGoals: 1,
      blocks: 2,
      bodyChecks: 3,
    });
    expect(computeStickSportPlayerStats('cat', [game1])).toMatchObject({ assists: 1, faceOffWins: 9 });
  });

  it('derives a goalie line with save percentage to 3 decimals', () => {
    expect(computeStickSportPlayerStats('gil', [game1])).toMatchObject({
      shotsAgainst: 26,
      saves: 25,
      goalsAgainst: 1,
      goalieMinutes: 60,
      savePercentage: 0.962,
    });
  });

  it('sums a season before computing ratios', () => {
    const game2 = hockeyStatSheetSchema.parse({
      sport: 'hockey',
      goals: [{ team: 'us', scorerId: 'ana' }],
      goalieActions: [{ playerId: 'gil', shotsOnGoal: 4, shotsSaved: 2, minutes: 60 }],
    });
    const ana = computeStickSportPlayerStats('ana', [game1, game2]);
    expect(ana.goals).toBe(3);
    expect(ana.goalsByPeriod).toEqual({ p1: 1, p3: 1, na: 1 });
    expect(computeStickSportPlayerStats('gil', [game1, game2]).savePercentage).toBe(0.9); // 27 / 30
  });

  it('counts lacrosse ground balls and turnovers of our side', () => {
    const sheet = lacrosseStatSheetSchema.parse({
      sport: 'lacrosse',
      groundBalls: [
        { team: 'us', playerId: 'dee', period: 'p4', number: 5 },
        { team: 'them', playerId: 'dee', number: 9 },
      ],
      turnOvers: [{ team: 'us', playerId: 'dee', number: 2 }],
    });
    expect(computeStickSportPlayerStats('dee', [sheet])).toMatchObject({ groundBalls: 5, turnOvers: 2 });
  });

  it('gives an unknown or empty player id zeros', () => {
    expect(computeStickSportPlayerStats('', [game1]).points).toBe(0);
    expect(computeStickSportPlayerStats('zed', [game1]).goals).toBe(0);
  });
});
