import { z } from 'zod';
import { isPlayerSummaryAcceptable, minPlayerSummaryLength } from '../rules/player-summary.ts';

export const playerSummaryTooShortMessage = `Please enter a summary of at least ${minPlayerSummaryLength} characters, or leave it empty`;

/** The player summary field: empty (an automatic summary is shown) or at least 70 characters. */
export const playerSummarySchema = z
  .string()
  .trim()
  .max(1000)
  .refine(isPlayerSummaryAcceptable, { error: playerSummaryTooShortMessage });
