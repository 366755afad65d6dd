import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import type { PeriodCode } from '../sports/periods.ts';
import { type GameResultSummary, type SideScores, summarizeGameResult } from './game-result.ts';
import { computeRugbyScore, computeRugbyScoreByPeriod } from './rugby-points.ts';
import { countGoalsByPeriod, countGoalsBySide } from './stick-sport-goals.ts';

/** The score of a game from its stat sheet, whatever the sport: goals, or rugby points. */
export function computeGameScore(sheet: GameStatSheet): SideScores {
  return sheet.sport === 'rugby' ? computeRugbyScore(sheet) : countGoalsBySide(sheet);
}

/** winOrLoss, gameScore and shutOut for the game record, from its stat sheet. */
export function summarizeGameFromStatSheet(sheet: GameStatSheet, isHomeGame: boolean): GameResultSummary {
  return summarizeGameResult(computeGameScore(sheet), isHomeGame);
}

/** The score of each period (goals, or rugby points) for a line score; only periods that scored. */
export function computeGameScoreByPeriod(sheet: GameStatSheet): Partial<Record<PeriodCode, SideScores>> {
  return sheet.sport === 'rugby' ? computeRugbyScoreByPeriod(sheet) : countGoalsByPeriod(sheet);
}
