import { describe, expect, it } from 'vitest';
import { createEmptyStatSheet } from '../content/game-stat-sheet.ts';
import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import { computeShotsOnGoalByPeriod } from './stat-sheet-totals.ts';

const hockeyRegulation = ['p1', 'p2', 'p3'] as const;

function sheetWith(fields: Partial<StickSportStatSheet>): StickSportStatSheet {
  return { ...createEmptyStatSheet('hockey'), ...fields } as StickSportStatSheet;
}

const goalieLine = (period: 'p1' | 'p2' | 'p3' | 'na', shotsOnGoal: number) => ({
  period,
  playerId: 'goalie-1',
  shotsOnGoal,
  minutes: 20,
  shotsSaved: shotsOnGoal,
});

describe('shots on goal by period', () => {
  // Issue 35 §6: the goalie's lines were entered per period, yet the box score showed 0/0/0 with
  // every shot under "—".
  it('takes the opponent’s periods from the goalie lines entered per period', () => {
    const sheet = sheetWith({
      goalieActions: [goalieLine('p1', 9), goalieLine('p2', 7), goalieLine('p3', 12)],
    });
    expect(computeShotsOnGoalByPeriod(sheet, hockeyRegulation)).toEqual({
      periods: ['p1', 'p2', 'p3'],
      us: [0, 0, 0],
      them: [9, 7, 12],
      total: { us: 0, them: 28 },
    });
  });

  it('keeps a goalie line without a period under "not recorded"', () => {
    const sheet = sheetWith({ goalieActions: [goalieLine('p1', 9), goalieLine('na', 5)] });
    const shots = computeShotsOnGoalByPeriod(sheet, hockeyRegulation);
    expect(shots.periods).toEqual(['p1', 'p2', 'p3', 'na']);
    expect(shots.them).toEqual([9, 0, 0, 5]);
  });

  it('uses the period tallies when the goalie lines name no period', () => {
    const sheet = sheetWith({
      goalieActions: [goalieLine('na', 20)],
      highlightsPerPeriod: [
        { team: 'them', period: 'p1', type: 'shotsOnGoal', number: 8 },
        { team: 'them', period: 'p2', type: 'shotsOnGoal', number: 12 },
      ],
    });
    expect(computeShotsOnGoalByPeriod(sheet, hockeyRegulation).them).toEqual([8, 12, 0]);
  });
});
