import { describe, expect, it } from 'vitest';
import { rugbyStatSheetSchema } from '../content/rugby-stat-sheet.ts';
import { computeRugbyScore, rugbyPointValues } from './rugby-points.ts';

describe('rugby points', () => {
  it('scores try 5, conversion 2, penalty goal 3, drop goal 3', () => {
    expect(rugbyPointValues).toEqual({ try: 5, conversion: 2, penaltyGoal: 3, dropGoal: 3 });
  });

  it('adds up both sides from the scoring events', () => {
    const sheet = rugbyStatSheetSchema.parse({
      sport: 'rugby',
      tries: [{ team: 'us' }, { team: 'us' }, { team: 'them' }],
      conversions: [{ team: 'us' }, { team: 'us', converted: false }, { team: 'them' }],
      penaltyKicks: [
        { team: 'us', convertedToGoal: true },
        { team: 'us', convertedToGoal: false },
        { team: 'them', convertedToGoal: true },
        { team: 'them', convertedToGoal: true },
      ],
      dropGoals: [{ team: 'them' }],
    });
    // us: 2 tries (10) + 1 conversion (2) + 1 penalty goal (3) = 15
    // them: 1 try (5) + 1 conversion (2) + 2 penalty goals (6) + 1 drop goal (3) = 16
    expect(computeRugbyScore(sheet)).toEqual({ us: 15, them: 16 });
  });

  it('scores an empty sheet 0-0', () => {
    expect(computeRugbyScore(rugbyStatSheetSchema.parse({ sport: 'rugby' }))).toEqual({ us: 0, them: 0 });
  });
});
