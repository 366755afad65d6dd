import { z } from 'zod';
import { rugbyPeriodCodes } from '../sports/periods.ts';
import {
  buildCountGroupSchema,
  buildSidePairSchema,
  countSchema,
  flagSchema,
  minutesSchema,
  opponentNameSchema,
  percentSchema,
  playerIdSchema,
  secondsSchema,
  teamSideSchema,
} from './stat-sheet-parts.ts';

/**
 * Game statistics of rugby (spec part 2 §3 "Rugby detail"): the scoring events, fouls with cards,
 * per-player work rate and team stat groups for each side.
 */
const period = z.enum(rugbyPeriodCodes).default('na');
const scoringEventShape = {
  team: teamSideSchema,
  period,
  timeInSeconds: secondsSchema,
  playerId: playerIdSchema,
  /** The opponent's player as typed (ours are ids). */
  playerName: opponentNameSchema,
};

export const rugbyTrySchema = z.object({
  ...scoringEventShape,
  assistId: playerIdSchema,
  assistName: opponentNameSchema,
});
/** A conversion attempt after a try; recorded attempts count as scored unless marked missed. */
export const rugbyConversionSchema = z.object({ ...scoringEventShape, converted: z.boolean().default(true) });
/** A penalty kick at goal; it scores only when convertedToGoal. */
export const rugbyPenaltyKickSchema = z.object({ ...scoringEventShape, convertedToGoal: flagSchema });
export const rugbyDropGoalSchema = z.object(scoringEventShape);
export const rugbyFoulSchema = z.object({
  ...scoringEventShape,
  offence: z.string().trim().max(120).default(''),
  yellowCard: flagSchema,
  redCard: flagSchema,
});

export const rugbyPlayerStatLineSchema = z.object({
  playerId: playerIdSchema,
  tackles: countSchema,
  offloads: countSchema,
  passes: countSchema,
  carries: countSchema,
  metersCarried: countSchema,
  minsPlayed: minutesSchema,
});

/** Attacking team totals; possession and territory are percentages of the match. */
export const rugbyOffensiveStatsSchema = buildCountGroupSchema([
  'carries',
  'metersCarried',
  'defendersBeaten',
  'cleanBreaks',
  'offloads',
  'passes',
  'knockOns',
  'turnoversConceded',
]).extend({ possessionPercent: percentSchema, territoryPercent: percentSchema });

export const rugbyDefensiveStatsSchema = buildCountGroupSchema([
  'tackles',
  'missedTackles',
  'turnoversWon',
  'penaltiesConceded',
]);

/** Kicks in open play; kicks at goal are the conversion and penalty-kick events. */
export const rugbyKickingStatsSchema = buildCountGroupSchema(['kicksInPlay', 'kickMeters', 'kicksToTouch']);

export const rugbySetPlayStatsSchema = buildCountGroupSchema([
  'scrumsWon',
  'scrumsLost',
  'lineoutsWon',
  'lineoutsLost',
  'rucksWon',
  'rucksLost',
  'maulsWon',
  'maulsLost',
]);

export const rugbyStatSheetSchema = z.object({
  sport: z.literal('rugby'),
  tries: z.array(rugbyTrySchema).max(100).default([]),
  conversions: z.array(rugbyConversionSchema).max(100).default([]),
  penaltyKicks: z.array(rugbyPenaltyKickSchema).max(100).default([]),
  dropGoals: z.array(rugbyDropGoalSchema).max(100).default([]),
  fouls: z.array(rugbyFoulSchema).max(200).default([]),
  playerStats: z.array(rugbyPlayerStatLineSchema).max(100).default([]),
  offensive: buildSidePairSchema(rugbyOffensiveStatsSchema),
  defensive: buildSidePairSchema(rugbyDefensiveStatsSchema),
  kicking: buildSidePairSchema(rugbyKickingStatsSchema),
  setPlay: buildSidePairSchema(rugbySetPlayStatsSchema),
});
export type RugbyStatSheet = z.infer<typeof rugbyStatSheetSchema>;
export type RugbyTry = z.infer<typeof rugbyTrySchema>;
export type RugbyFoul = z.infer<typeof rugbyFoulSchema>;
export type RugbyPlayerStatLine = z.infer<typeof rugbyPlayerStatLineSchema>;
