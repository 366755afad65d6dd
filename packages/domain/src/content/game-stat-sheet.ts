import { z } from 'zod';
import type { SportFamily } from '../sports/sport-identity.ts';
import { rugbyStatSheetSchema } from './rugby-stat-sheet.ts';
import { hockeyStatSheetSchema, lacrosseStatSheetSchema } from './stick-sport-stat-sheets.ts';

/**
 * A game's statistics as stored in one jsonb column: the sheet of the team's sport family,
 * told apart by `sport`. Statistics are entered only once the game is finished.
 */
export const gameStatSheetSchema = z.discriminatedUnion('sport', [
  hockeyStatSheetSchema,
  lacrosseStatSheetSchema,
  rugbyStatSheetSchema,
]);
export type GameStatSheet = z.infer<typeof gameStatSheetSchema>;
/** What a client sends: lists and flags may be left out and take their defaults. */
export type GameStatSheetInput = z.input<typeof gameStatSheetSchema>;
export type StatSheetOf<F extends SportFamily> = Extract<GameStatSheet, { sport: F }>;

/** An empty sheet (no events, all tallies zero) for a new game of that sport. */
export function createEmptyStatSheet<F extends SportFamily>(sport: F): StatSheetOf<F> {
  return gameStatSheetSchema.parse({ sport }) as StatSheetOf<F>;
}
