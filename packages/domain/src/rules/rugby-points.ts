import type { RugbyStatSheet } from '../content/rugby-stat-sheet.ts';
import type { RugbyPeriodCode } from '../sports/periods.ts';
import type { SideScores } from './game-result.ts';

/** Rugby union points (spec part 2 §4). A penalty kick scores only when converted to a goal. */
export const rugbyPointValues = {
  try: 5,
  conversion: 2,
  penaltyGoal: 3,
  dropGoal: 3,
} as const;

/** Every scoring event of a rugby sheet with the points it earned (missed kicks earn none). */
export function listRugbyScoringEvents(
  sheet: RugbyStatSheet,
): { team: 'us' | 'them'; period: RugbyPeriodCode; points: number }[] {
  return [
    ...sheet.tries.map((t) => ({ ...t, points: rugbyPointValues.try })),
    ...sheet.conversions.map((c) => ({ ...c, points: c.converted ? rugbyPointValues.conversion : 0 })),
    ...sheet.penaltyKicks.map((p) => ({
      ...p,
      points: p.convertedToGoal ? rugbyPointValues.penaltyGoal : 0,
    })),
    ...sheet.dropGoals.map((d) => ({ ...d, points: rugbyPointValues.dropGoal })),
  ];
}

/** Both sides' points from the scoring events of a rugby sheet. */
export function computeRugbyScore(sheet: RugbyStatSheet): SideScores {
  const score: SideScores = { us: 0, them: 0 };
  for (const event of listRugbyScoringEvents(sheet)) score[event.team] += event.points;
  return score;
}

/** Points per half (extra time, sudden death) and side; only periods with points appear. */
export function computeRugbyScoreByPeriod(
  sheet: RugbyStatSheet,
): Partial<Record<RugbyPeriodCode, SideScores>> {
  const byPeriod: Partial<Record<RugbyPeriodCode, SideScores>> = {};
  for (const event of listRugbyScoringEvents(sheet)) {
    if (event.points === 0) continue;
    const score = byPeriod[event.period] ?? { us: 0, them: 0 };
    score[event.team] += event.points;
    byPeriod[event.period] = score;
  }
  return byPeriod;
}
