import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import { type GameResultSummary, type SideScores, summarizeGameResult } from './game-result.ts';
import { computeRugbyScore } from './rugby-points.ts';
import { countGoalsBySide } from './stick-sport-goals.ts';

/** The score of a game from its stat sheet, whatever the sport: goals, or rugby points. */
export function computeGameScore(sheet: GameStatSheet): SideScores {
  return sheet.sport === 'rugby' ? computeRugbyScore(sheet) : countGoalsBySide(sheet);
}

/** winOrLoss, gameScore and shutOut for the game record, from its stat sheet. */
export function summarizeGameFromStatSheet(sheet: GameStatSheet, isHomeGame: boolean): GameResultSummary {
  return summarizeGameResult(computeGameScore(sheet), isHomeGame);
}
