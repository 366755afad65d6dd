import { z } from 'zod';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentMessages, countGames } from './content-list.ts';

/**
 * Leagues (spec part 2 §3 "League"): the team's own leagues, each optionally linked to one of the
 * read-only pre-developed leagues of its sport and one of that league's conferences.
 */
export const leagueMessages = {
  ...contentMessages({ singular: 'league', plural: 'leagues' }),
  /** Spec part 2 §8: a league cannot be deleted until its games are deleted. */
  hasGames: (games: number) =>
    `This league has ${countGames(games)}. Delete its games first, then delete the league.`,
  unknownPreDevelopedLeague: 'Please choose one of the leagues of your sport',
  conferenceOfOtherLeague: 'Please choose a conference of the chosen league',
} as const;

/** A pre-developed id, or '' for none. */
const preDevelopedChoiceSchema = z.string().trim().max(100).optional().default('');

/** POST /api/leagues and PUT /api/leagues/:id. */
export const leagueInputSchema = z
  .object({
    name: visibleTextSchema({ field: 'league name', max: 120 }),
    division: visibleTextSchema({ field: 'division', max: 120, required: false }).transform((v) => v ?? ''),
    preDevelopedLeagueId: preDevelopedChoiceSchema,
    preDevelopedConferenceId: preDevelopedChoiceSchema,
  })
  .refine((league) => !league.preDevelopedConferenceId || league.preDevelopedLeagueId, {
    path: ['preDevelopedConferenceId'],
    message: leagueMessages.conferenceOfOtherLeague,
  });
export type LeagueInput = z.input<typeof leagueInputSchema>;
export type LeagueUpdate = z.output<typeof leagueInputSchema>;

export const leagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  division: z.string(),
  preDevelopedLeagueId: z.string().nullable(),
  preDevelopedConferenceId: z.string().nullable(),
  /** Games played in this league (not deleted): a league with games cannot be deleted. */
  gameCount: z.number().int().nonnegative(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type League = z.infer<typeof leagueSchema>;

/** GET /api/leagues/predeveloped: the read-only leagues of the team's sport with their conferences. */
export const preDevelopedLeaguesResponseSchema = z.object({
  leagues: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      division: z.string(),
      conferences: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
});
export type PreDevelopedLeaguesResponse = z.infer<typeof preDevelopedLeaguesResponseSchema>;
