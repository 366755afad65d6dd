import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { SideScores } from './game-result.ts';

/** Rugby union points (spec part 2 §4). A penalty kick scores only when converted to a goal. */
export const rugbyPointValues = {
  try: 5,
  conversion: 2,
  penaltyGoal: 3,
  dropGoal: 3,
} as const;

/** Both sides' points from the scoring events of a rugby sheet. */
export function computeRugbyScore(sheet: RugbyStatSheet): SideScores {
  const score: SideScores = { us: 0, them: 0 };
  for (const t of sheet.tries) score[t.team] += rugbyPointValues.try;
  for (const c of sheet.conversions) if (c.converted) score[c.team] += rugbyPointValues.conversion;
  for (const p of sheet.penaltyKicks) if (p.convertedToGoal) score[p.team] += rugbyPointValues.penaltyGoal;
  for (const d of sheet.dropGoals) score[d.team] += rugbyPointValues.dropGoal;
  return score;
}
