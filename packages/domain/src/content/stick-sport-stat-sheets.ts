import { z } from 'zod';
import { hockeyPeriodCodes, lacrossePeriodCodes, type PeriodCode } from '../sports/periods.ts';
import {
  countSchema,
  flagSchema,
  minutesSchema,
  opponentNameSchema,
  playerIdSchema,
  secondsSchema,
  teamSideSchema,
} from './stat-sheet-parts.ts';

/**
 * Game statistics of ice hockey and lacrosse (spec part 2 §3 "Hockey and lacrosse detail"). Both
 * sports record the same events; lacrosse uses four quarters and adds ground balls and turnovers.
 */

/** Kinds of tallies recorded per period (for a side) and per player. */
export const stickSportHighlightTypes = ['shots', 'shotsOnGoal', 'blocks', 'takeaways', 'giveaways'] as const;
export type StickSportHighlightType = (typeof stickSportHighlightTypes)[number];

export const penaltyTypes = ['minor', 'major'] as const;
export type PenaltyType = (typeof penaltyTypes)[number];

/** The period of an event, 'na' when it was not recorded. Every sport's code list contains 'na'. */
function buildPeriodSchema<const C extends readonly [PeriodCode, ...PeriodCode[]]>(periodCodes: C) {
  return z.enum(periodCodes).default('na' as C[number]);
}

/** The event lists both sports record, for the period codes of the sport. */
function buildStickSportShape<P extends z.ZodType>(period: P) {
  const goal = z.object({
    team: teamSideSchema,
    period,
    timeInSeconds: secondsSchema,
    scorerId: playerIdSchema,
    assist1Id: playerIdSchema,
    assist2Id: playerIdSchema,
    /** On the opponent's goals: their scorer and assists as typed (ours are ids). */
    scorerName: opponentNameSchema,
    assist1Name: opponentNameSchema,
    assist2Name: opponentNameSchema,
    /** Our goalie in net on the opponent's goals ('' for an empty net or unknown); unused on ours. */
    goalieId: playerIdSchema,
    emptyNetGoal: flagSchema,
    shortHandedGoal: flagSchema,
    powerPlayGoal: flagSchema,
    gameWinningGoal: flagSchema,
  });
  return {
    goals: z.array(goal).max(200).default([]),
    highlightsPerPeriod: z
      .array(
        z.object({
          team: teamSideSchema,
          period,
          type: z.enum(stickSportHighlightTypes),
          number: countSchema,
        }),
      )
      .max(200)
      .default([]),
    highlightsPerPlayer: z
      .array(
        z.object({ playerId: playerIdSchema, type: z.enum(stickSportHighlightTypes), number: countSchema }),
      )
      .max(500)
      .default([]),
    penalties: z
      .array(
        z.object({
          team: teamSideSchema,
          period,
          timeInSeconds: secondsSchema,
          type: z.enum(penaltyTypes).default('minor'),
          offence: z.string().trim().max(120).default(''),
          playerId: playerIdSchema,
          /** The opponent's player as typed. */
          playerName: opponentNameSchema,
          penaltyTimeInSeconds: secondsSchema,
        }),
      )
      .max(200)
      .default([]),
    faceOffs: z
      .array(z.object({ team: teamSideSchema, playerId: playerIdSchema, wins: countSchema }))
      .max(200)
      .default([]),
    goalieActions: z
      .array(
        z.object({
          period,
          playerId: playerIdSchema,
          shotsOnGoal: countSchema,
          minutes: minutesSchema,
          shotsSaved: countSchema,
        }),
      )
      .max(100)
      .default([]),
    bodyChecks: z
      .array(z.object({ playerId: playerIdSchema, hits: countSchema }))
      .max(200)
      .default([]),
    powerplays: z
      .array(
        z.object({
          team: teamSideSchema,
          period,
          startTimeInSeconds: secondsSchema,
          endTimeInSeconds: secondsSchema,
          shots: countSchema,
          opponentShots: countSchema,
          goals: countSchema,
        }),
      )
      .max(100)
      .default([]),
  };
}

const hockeyPeriod = buildPeriodSchema(hockeyPeriodCodes);
const lacrossePeriod = buildPeriodSchema(lacrossePeriodCodes);

/** A lacrosse tally (ground balls, turnovers) of one player in one period. */
const lacrosseTally = z
  .array(
    z.object({ team: teamSideSchema, period: lacrossePeriod, playerId: playerIdSchema, number: countSchema }),
  )
  .max(500)
  .default([]);

export const hockeyStatSheetSchema = z.object({
  sport: z.literal('hockey'),
  ...buildStickSportShape(hockeyPeriod),
});
export type HockeyStatSheet = z.infer<typeof hockeyStatSheetSchema>;

export const lacrosseStatSheetSchema = z.object({
  sport: z.literal('lacrosse'),
  ...buildStickSportShape(lacrossePeriod),
  groundBalls: lacrosseTally,
  turnOvers: lacrosseTally,
});
export type LacrosseStatSheet = z.infer<typeof lacrosseStatSheetSchema>;

/** Either sheet; rules that only read the shared parts take this. */
export type StickSportStatSheet = HockeyStatSheet | LacrosseStatSheet;
export type StickSportGoal = StickSportStatSheet['goals'][number];
export type StickSportPenalty = StickSportStatSheet['penalties'][number];
