import { z } from 'zod';

/**
 * Where a game stands. The spec gates statistics on the finished state; we also open them while
 * the game is in progress, so a score can be entered live from the bench (issue 8).
 */
export const gameStatuses = ['scheduled', 'inprogress', 'finished', 'postponed', 'cancelled'] as const;
export type GameStatus = (typeof gameStatuses)[number];
export const gameStatusSchema = z.enum(gameStatuses);

export const gameStatusLabels: Record<GameStatus, string> = {
  scheduled: 'Scheduled',
  inprogress: 'In progress',
  finished: 'Finished',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

/** Whether goals, highlights and the rest of the stat sheet can be entered for a game. */
export function gameStatsAreOpen(status: GameStatus): boolean {
  return status === 'inprogress' || status === 'finished';
}

/** The spec's hint on a game whose statistics are not open yet (part 2 §2). */
export const gameStatsClosedHint =
  'Set the game status to finished (or in progress) to add stats such as goals and highlights.';
