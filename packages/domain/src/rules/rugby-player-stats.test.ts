import { describe, expect, it } from 'vitest';
import { rugbyStatSheetSchema } from '../content/rugby-stat-sheet.ts';
import { formatRugbyAccuracy } from './ratios.ts';
import { computeRugbyPlayerStats } from './rugby-player-stats.ts';

const game = rugbyStatSheetSchema.parse({
  sport: 'rugby',
  tries: [
    { team: 'us', playerId: 'wing', assistId: 'fly' },
    { team: 'us', playerId: 'fly' },
    { team: 'them', playerId: 'fly' },
  ],
  conversions: [
    { team: 'us', playerId: 'fly' },
    { team: 'us', playerId: 'fly', converted: false },
  ],
  penaltyKicks: [
    { team: 'us', playerId: 'fly', convertedToGoal: true },
    { team: 'us', playerId: 'fly', convertedToGoal: false },
  ],
  dropGoals: [{ team: 'us', playerId: 'fly' }],
  fouls: [
    { team: 'us', playerId: 'lock', yellowCard: true },
    { team: 'us', playerId: 'lock', redCard: true },
    { team: 'us', playerId: 'lock' },
  ],
  playerStats: [
    { playerId: 'lock', tackles: 14, carries: 8, metersCarried: 31, passes: 3, offloads: 1, minsPlayed: 80 },
  ],
});

describe('rugby player stats', () => {
  it('derives points and kicking accuracy of a kicker', () => {
    const fly = computeRugbyPlayerStats('fly', [game]);
    expect(fly).toMatchObject({
      tries: 1,
      tryAssists: 1,
      conversions: 1,
      conversionAttempts: 2,
      penaltyGoals: 1,
      penaltyKickAttempts: 2,
      dropGoals: 1,
      points: 5 + 2 + 3 + 3,
      kickingAccuracy: 0.5,
    });
  });

  it('rounds accuracy to 2 decimals and shows it as a ratio', () => {
    const sheet = rugbyStatSheetSchema.parse({
      sport: 'rugby',
      conversions: [
        { team: 'us', playerId: 'k' },
        { team: 'us', playerId: 'k' },
        { team: 'us', playerId: 'k', converted: false },
      ],
    });
    const k = computeRugbyPlayerStats('k', [sheet]);
    expect(k.kickingAccuracy).toBe(0.67);
    expect(formatRugbyAccuracy(k.kickingAccuracy)).toBe('0.67');
    expect(formatRugbyAccuracy(computeRugbyPlayerStats('wing', [game]).kickingAccuracy)).toBe('-');
    expect(formatRugbyAccuracy(1)).toBe('1.00');
  });

  it('counts cards, fouls and work rate', () => {
    expect(computeRugbyPlayerStats('lock', [game, game])).toMatchObject({
      fouls: 6,
      yellowCards: 2,
      redCards: 2,
      tackles: 28,
      carries: 16,
      metersCarried: 62,
      passes: 6,
      offloads: 2,
      minsPlayed: 160,
      points: 0,
    });
  });

  it('ignores the opponent side', () => {
    expect(computeRugbyPlayerStats('fly', [game]).tries).toBe(1);
  });
});
