import type { GameStatSheet } from '../content/game-stat-sheet.ts';
import { type GameStatus, gameStatsAreOpen } from '../content/game-status.ts';
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

/** The stored result columns of a game record; empty while no result stands. */
export interface StoredGameResult {
  winOrLoss: GameResultSummary['winOrLoss'] | null;
  gameScore: string;
  shutOut: boolean;
}

/**
 * What a game record stores as its result, recomputed on every save of the game or its sheet:
 * the running score while the game is in progress (no win or loss yet), the full result once it
 * is finished, and nothing before (or for a game without a sheet). Never typed by an admin.
 */
export function deriveStoredGameResult(
  status: GameStatus,
  sheet: GameStatSheet | null,
  isHomeGame: boolean,
): StoredGameResult {
  if (!sheet || !gameStatsAreOpen(status)) return { winOrLoss: null, gameScore: '', shutOut: false };
  const summary = summarizeGameFromStatSheet(sheet, isHomeGame);
  if (status === 'inprogress') return { winOrLoss: null, gameScore: summary.gameScore, shutOut: false };
  return summary;
}
