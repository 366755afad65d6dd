import { z } from 'zod';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentNotesSchema, optionalDateSchema } from './content-fields.ts';
import { contentMessages, countGames } from './content-list.ts';

/** Seasons (spec part 2 §3 "Season"): the team's seasons, newest first. */
export const seasonMessages = {
  ...contentMessages({ singular: 'season', plural: 'seasons' }),
  /** Spec part 2 §8: a season cannot be deleted until its games are deleted. */
  hasGames: (games: number) =>
    `This season has ${countGames(games)}. Delete its games first, then delete the season.`,
  endBeforeStart: 'The end date cannot be before the start date',
  unknownPreDevelopedSeason: 'Please choose one of the seasons of your sport',
} as const;

/** POST /api/seasons and PUT /api/seasons/:id. */
export const seasonInputSchema = z
  .object({
    name: visibleTextSchema({ field: 'season name', max: 120 }),
    /** A pre-developed season's id, or '' for none. */
    preDevelopedSeasonId: z.string().trim().max(100).optional().default(''),
    startDate: optionalDateSchema,
    endDate: optionalDateSchema,
    notes: contentNotesSchema,
    /** Spec part 2 §4: items start published; an unpublished season is hidden from the public site. */
    published: z.boolean().optional().default(true),
  })
  .refine((season) => !season.startDate || !season.endDate || season.endDate >= season.startDate, {
    path: ['endDate'],
    message: seasonMessages.endBeforeStart,
  });
export type SeasonInput = z.input<typeof seasonInputSchema>;
export type SeasonUpdate = z.output<typeof seasonInputSchema>;

export const seasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  preDevelopedSeasonId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  notes: z.string(),
  published: z.boolean(),
  /** Games of this season (not deleted): a season with games cannot be deleted. */
  gameCount: z.number().int().nonnegative(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Season = z.infer<typeof seasonSchema>;

/** GET /api/seasons/predeveloped: the read-only seasons of the team's sport, by name. */
export const preDevelopedSeasonsResponseSchema = z.object({
  seasons: z.array(
    z.object({ id: z.string(), name: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
});
export type PreDevelopedSeasonsResponse = z.infer<typeof preDevelopedSeasonsResponseSchema>;
