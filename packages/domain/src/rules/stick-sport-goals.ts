import type { StickSportStatSheet } from '../content/stick-sport-stat-sheets.ts';
import type { PeriodCode } from '../sports/periods.ts';
import type { SideScores } from './game-result.ts';

/** Ice hockey and lacrosse scores: every recorded goal counts one for its side. */
export function countGoalsBySide(sheet: StickSportStatSheet): SideScores {
  const score: SideScores = { us: 0, them: 0 };
  for (const goal of sheet.goals) score[goal.team] += 1;
  return score;
}

/** Goals per period and side for a box score; only periods with a goal appear. */
export function countGoalsByPeriod(sheet: StickSportStatSheet): Partial<Record<PeriodCode, SideScores>> {
  const byPeriod: Partial<Record<PeriodCode, SideScores>> = {};
  for (const goal of sheet.goals) {
    const score = byPeriod[goal.period] ?? { us: 0, them: 0 };
    score[goal.team] += 1;
    byPeriod[goal.period] = score;
  }
  return byPeriod;
}
