import { z } from 'zod';
import { findMissingDetails } from '../rules/person-detail-rules.ts';
import { listPlayerDetailFields, playerDetailTitles } from '../sports/person-detail-fields.ts';
import { isPositionOfSport } from '../sports/positions.ts';
import { getSportFamily, type SportFamily } from '../sports/sport-identity.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { personNameSchema, visibleTextSchema } from '../text/visible-text.ts';
import { imageChoiceSchema, optionalLineSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';
import {
  type DetailEntry,
  detailEntrySchema,
  playerTextSchema,
  playerTextsSchema,
} from './person-details.ts';
import { playerSummarySchema } from './player-summary-schema.ts';

/**
 * Players of the roster and the alumni (spec part 2 §3 "Player", one table with the flag `alumni`).
 * The two portal sub-sections share one record and one input; a save with the other `alumni`
 * value moves the player between them (spec part 2 §4).
 */
export const playerMessages = contentMessages({ singular: 'player', plural: 'players' });
export const alumniMessages = contentMessages({ singular: 'alumni player', plural: 'alumni' });

export const playerMessagesOf = (alumni: boolean) => (alumni ? alumniMessages : playerMessages);

export const positionNotOfSportMessage = 'Please choose one of the positions of your sport';
export const emailInvalidMessage = 'Please enter a valid email address';

/**
 * The career totals an admin may type in to replace the derived ones, by the label the public
 * player page shows (spec part 2 §3 "overridingStats"). Ratios (save %, kicking accuracy) are
 * always derived.
 */
const stickSportOverrideLabels = [
  'Games',
  'Goals',
  'Assists',
  'Points',
  'Shots',
  'Penalty min',
  'Saves',
  'Goals against',
] as const;
/** Ground balls are a lacrosse statistic only (issue 19). */
export const playerStatOverrideLabels = {
  hockey: stickSportOverrideLabels,
  lacrosse: [...stickSportOverrideLabels, 'Ground balls'],
  rugby: ['Games', 'Tries', 'Points', 'Tackles', 'Carries', 'Metres'],
} as const satisfies Record<SportFamily, readonly string[]>;

const allStatOverrideLabels = [...new Set<string>(Object.values(playerStatOverrideLabels).flat())];

export const unknownStatMessage = 'Please choose one of the statistics of your sport';

export const overridingStatsSchema = z
  .record(
    z.string(),
    z.number({ error: 'Please enter a whole number' }).int('Please enter a whole number').min(0).max(100_000),
  )
  .superRefine((stats, ctx) => {
    for (const label of Object.keys(stats)) {
      if (!allStatOverrideLabels.includes(label)) {
        ctx.addIssue({ code: 'custom', message: unknownStatMessage, path: [label] });
      }
    }
  })
  .optional()
  .default({});

/** An optional email address (players, coaches and board members), stored lower case. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(200)
  .optional()
  .default('')
  .refine((value) => value === '' || z.email().safeParse(value).success, emailInvalidMessage)
  .transform((value) => value.toLowerCase());

/** POST /api/roster, /api/alumni and PUT /api/{roster|alumni}/:id. */
export const playerInputSchema = z.object({
  name: personNameSchema('player name', { max: 100 }),
  email: optionalEmailSchema,
  phone: optionalLineSchema('phone', 40),
  /** The sport's detail rows; the server checks the required ones for the team's sport. */
  details: z.array(detailEntrySchema).max(30).optional().default([]),
  summary: playerSummarySchema.optional().default(''),
  bio: visibleTextSchema({ field: 'bio', max: 10_000, required: false, multiline: true }).transform(
    (value) => value ?? '',
  ),
  /** Media library ids, or the stored image's `file` to keep it. */
  profileImage: imageChoiceSchema,
  featureImage: imageChoiceSchema,
  /** Personal achievements. */
  texts: playerTextsSchema.optional().default([]),
  alumni: z.boolean().optional().default(false),
  published: z.boolean().optional().default(true),
  overridingStats: overridingStatsSchema,
});
export type PlayerInput = z.input<typeof playerInputSchema>;
export type PlayerUpdate = z.output<typeof playerInputSchema>;

export const playerSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  details: z.array(detailEntrySchema),
  summary: z.string(),
  bio: z.string(),
  profileImage: storedImageSchema,
  featureImage: storedImageSchema,
  texts: z.array(playerTextSchema),
  alumni: z.boolean(),
  published: z.boolean(),
  overridingStats: z.record(z.string(), z.number()),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Player = z.infer<typeof playerSchema>;

/**
 * The sport's detail rows in its order, with the values sent for them by title. The sport, not
 * the client, decides which rows exist and which are required.
 */
export function normalizePlayerDetails(
  sportsType: TeamSportsType,
  sent: readonly DetailEntry[],
): DetailEntry[] {
  return listPlayerDetailFields(sportsType).map((field) => ({
    title: field.title,
    required: field.required,
    value: sent.find((row) => row.title === field.title)?.value.trim() ?? '',
  }));
}

/**
 * Field messages for the detail rows of a player of this sport (normalized order): each missing
 * required one ("Please enter the Position") and a position that is not one of the sport's.
 * Keys are the form's paths, `details.{index}.value`.
 */
export function findPlayerDetailProblems(
  sportsType: TeamSportsType,
  details: readonly DetailEntry[],
): Record<string, string> {
  const rows = normalizePlayerDetails(sportsType, details);
  const keyOf = (title: string) => `details.${rows.findIndex((row) => row.title === title)}.value`;
  const problems: Record<string, string> = {};
  for (const missing of findMissingDetails(listPlayerDetailFields(sportsType), rows)) {
    problems[keyOf(missing.title)] = missing.message;
  }
  const position = rows.find((row) => row.title === playerDetailTitles.position)?.value ?? '';
  if (position && !isPositionOfSport(sportsType, position)) {
    problems[keyOf(playerDetailTitles.position)] = positionNotOfSportMessage;
  }
  return problems;
}

/** The statistics a player of this sport can have overridden. */
export function listPlayerStatOverrideLabels(sportsType: TeamSportsType): readonly string[] {
  return playerStatOverrideLabels[getSportFamily(sportsType)];
}
