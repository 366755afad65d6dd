import { z } from 'zod';
import { parseVideoLink } from '../rules/video-links.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentNotesSchema, imageChoiceSchema, optionalLineSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';
import { gameStatusSchema } from './game-status.ts';

/**
 * Games (spec part 2 §3 "Game"): the team's schedule and results. The result columns (winOrLoss,
 * gameScore, shutOut) are never typed: they follow from the stat sheet (deriveStoredGameResult).
 */
export const gameMessages = {
  ...contentMessages({ singular: 'game', plural: 'games' }),
  /** Spec part 2 §2 empty state of a filtered schedule. */
  noGames: 'No games found',
  chooseSeason: 'Please choose the season',
  chooseOpponent: 'Please choose the opponent',
  enterDate: 'Please enter the date of the game',
  enterTime: "Please enter the time, or tick 'Time to be announced'",
  attendance: 'Please enter the attendance as a whole number, or leave it empty',
  videoLink: 'Please enter a video or live-stream address starting with https://',
  tooManyTags: 'Please keep to 20 hashtags or fewer, each at most 40 characters',
  unknownSeason: 'Please choose one of your seasons',
  unknownLeague: 'Please choose one of your leagues',
  unknownOpponent: 'Please choose one of your opponents',
  unknownPreDevelopedSeason: 'Please choose one of the seasons of your sport',
  unknownPreDevelopedLeague: 'Please choose one of the leagues of your sport',
  conferenceOfOtherLeague: 'Please choose a conference of the chosen league',
  unknownPlayer: 'Please choose players of your roster for the line-up',
  unknownCoach: 'Please choose coaches of your staff for the line-up',
  duplicatePlayer: 'A player can be in the line-up only once',
  /** Spec part 2 §8: a game with purchased tickets cannot be deleted. */
  ticketsSold: (sold: number) =>
    `${sold} ${sold === 1 ? 'ticket has' : 'tickets have'} been sold for this game, so it cannot be deleted. You can make it private instead.`,
} as const;

const idChoice = (missing: string) => z.string({ error: missing }).trim().min(1, missing).max(100);
const optionalIdChoice = z.string().trim().max(100).optional().default('');

/** "Home game, hashtags comma separated" (spec part 2 §5); '#' is optional. */
export function parseHashtags(value: string): string[] {
  const tags = value
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const hashtagsSchema = z
  .string()
  .optional()
  .default('')
  .transform((value) => parseHashtags(value))
  .refine((tags) => tags.length <= 20 && tags.every((tag) => tag.length <= 40), gameMessages.tooManyTags);

const attendanceSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => /^\d{0,7}$/.test(value), gameMessages.attendance)
  .transform((value) => (value === '' ? null : Number(value)));

const videoLinkSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || parseVideoLink(value) !== null, gameMessages.videoLink);

/** One player of the line-up, with the number and position worn in this game. */
export const gameLineupPlayerSchema = z.object({
  playerId: z.string().trim().min(1).max(100),
  number: z.string().trim().max(4).optional().default(''),
  position: z.string().trim().max(60).optional().default(''),
});

/** The fields of a game's save, before the checks across fields (gameInputSchema). */
export const gameFieldsSchema = z.object({
  /** Blank: the default title "Game vs {opponent} on {date}" (no date while the time is tba). */
  title: optionalLineSchema('title', 200),
  seasonId: idChoice(gameMessages.chooseSeason),
  leagueId: optionalIdChoice,
  opponentId: idChoice(gameMessages.chooseOpponent),
  preDevelopedSeasonId: optionalIdChoice,
  preDevelopedLeagueId: optionalIdChoice,
  preDevelopedConferenceId: optionalIdChoice,
  homeGame: z.boolean().optional().default(true),
  status: gameStatusSchema.optional().default('scheduled'),
  /** The day in the team's time zone (YYYY-MM-DD). */
  date: z
    .string({ error: gameMessages.enterDate })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, gameMessages.enterDate),
  /** The face-off time in the team's time zone (HH:mm), '' while it is to be announced. */
  time: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), gameMessages.enterTime),
  timeTba: z.boolean().optional().default(false),
  venue: optionalLineSchema('venue', 200),
  attendance: attendanceSchema,
  featureImage: imageChoiceSchema,
  articleImage: imageChoiceSchema,
  promotionalText: visibleTextSchema({
    field: 'promotional text',
    max: 2000,
    required: false,
    multiline: true,
  }).transform((value) => value ?? ''),
  promotionalVideo: videoLinkSchema,
  notes: contentNotesSchema,
  tags: hashtagsSchema,
  players: z.array(gameLineupPlayerSchema).max(80).optional().default([]),
  coaches: z.array(z.string().trim().min(1).max(100)).max(30).optional().default([]),
  published: z.boolean().optional().default(true),
});

/** The checks across a game's fields; the portal's form schema runs them too. */
export function refineGameInput(
  game: Pick<
    GameUpdate,
    'timeTba' | 'time' | 'preDevelopedConferenceId' | 'preDevelopedLeagueId' | 'players'
  >,
  ctx: z.RefinementCtx,
): void {
  if (!game.timeTba && game.time === '') {
    ctx.addIssue({ code: 'custom', path: ['time'], message: gameMessages.enterTime });
  }
  if (game.preDevelopedConferenceId && !game.preDevelopedLeagueId) {
    ctx.addIssue({
      code: 'custom',
      path: ['preDevelopedConferenceId'],
      message: gameMessages.conferenceOfOtherLeague,
    });
  }
  const ids = game.players.map((p) => p.playerId);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: 'custom', path: ['players'], message: gameMessages.duplicatePlayer });
  }
}

/** POST /api/games and PUT /api/games/:id. */
export const gameInputSchema = gameFieldsSchema.superRefine(refineGameInput);
export type GameInput = z.input<typeof gameInputSchema>;
export type GameUpdate = z.output<typeof gameInputSchema>;

export const gameSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The title the game shows: its own, or the default one. */
  displayTitle: z.string(),
  seasonId: z.string().nullable(),
  leagueId: z.string().nullable(),
  opponentId: z.string().nullable(),
  preDevelopedSeasonId: z.string().nullable(),
  preDevelopedLeagueId: z.string().nullable(),
  preDevelopedConferenceId: z.string().nullable(),
  homeGame: z.boolean(),
  status: gameStatusSchema,
  date: z.string(),
  time: z.string(),
  timeTba: z.boolean(),
  venue: z.string(),
  attendance: z.string(),
  featureImage: storedImageSchema,
  articleImage: storedImageSchema,
  promotionalText: z.string(),
  promotionalVideo: z.string(),
  notes: z.string(),
  tags: z.string(),
  players: z.array(z.object({ playerId: z.string(), number: z.string(), position: z.string() })),
  coaches: z.array(z.string()),
  /** Warnings that do not block a save: a number worn by two players (listLineupWarnings). */
  lineupWarnings: z.array(z.string()),
  published: z.boolean(),
  winOrLoss: z.enum(['win', 'loss', 'tied']).nullable(),
  gameScore: z.string(),
  shutOut: z.boolean(),
  /** The linked article and gallery (removed with the game). */
  article: z.object({ id: z.string(), title: z.string() }).nullable(),
  gallery: z.object({ id: z.string(), title: z.string() }).nullable(),
  tickets: z.object({ total: z.number().int(), sold: z.number().int() }),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

const namedOption = z.object({ id: z.string(), name: z.string() });

/** GET /api/games/options: everything the game editor offers, in one call. */
export const gameOptionsSchema = z.object({
  seasons: z.array(namedOption),
  leagues: z.array(namedOption),
  opponents: z.array(namedOption),
  players: z.array(namedOption.extend({ number: z.string(), position: z.string() })),
  coaches: z.array(namedOption),
});
export type GameOptions = z.infer<typeof gameOptionsSchema>;

/** DELETE /api/games/:id?tickets=remove: unsold tickets go too; by default they are flagged. */
export const linkedTicketModes = ['flag', 'remove'] as const;
export type LinkedTicketMode = (typeof linkedTicketModes)[number];
export const linkedContentDeleteQuerySchema = z.object({
  tickets: z.enum(linkedTicketModes).optional().default('flag'),
});
