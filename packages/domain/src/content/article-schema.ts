import { z } from 'zod';
import { isWallTime } from '../rules/zoned-wall-time.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentNotesSchema, imageChoiceSchema, optionalLineSchema } from './content-fields.ts';
import { contentListQuerySchema, contentMessages } from './content-list.ts';
import { addressWordSchema, richTextSchema } from './rich-text-fields.ts';

/** News articles (spec part 2 §3 "Article", §4, §8), newest first. */
export const articleMessages = {
  ...contentMessages({ singular: 'article', plural: 'articles' }),
  enterTime: 'Please enter the date and time of the article',
  addressTaken: 'Another of your articles already uses this address. Please choose another one.',
  unknownLink: 'Please choose one of your own seasons, games, events, practices and galleries',
  unknownTag: 'Please tag only your own players and coaches',
  galleryTaken: 'This gallery belongs to another article. Please choose another gallery or create one.',
  galleryCreated: 'Gallery created. Add its photos now.',
  hasGallery: 'This article already has a gallery.',
  recapDrafted: 'Recap drafted as an unpublished article. Read it through, then publish it.',
  recapNeedsFinishedGame: 'Set the game status to finished to draft a recap from its box score',
  recapUnknownGame: 'Please choose one of your finished games',
} as const;

/**
 * The portal's sub-sections (spec part 2 §2 "Articles: articles, events, games, all"): news not
 * about a game or event, articles about an event or practice, game reports, and everything.
 */
export const articleListFilters = ['articles', 'events', 'games', 'all'] as const;
export type ArticleListFilter = (typeof articleListFilters)[number];
export const articleListQuerySchema = contentListQuerySchema.extend({
  about: z.enum(articleListFilters).optional().default('all'),
});

const optionalIdSchema = z.string().trim().max(100).optional().default('');

/** POST /api/articles and PUT /api/articles/:id. */
export const articleInputSchema = z.object({
  title: visibleTextSchema({ field: 'title', max: 200 }),
  /** '' on a new article: the server writes it from the title; afterwards it stays as saved. */
  url: addressWordSchema,
  author: optionalLineSchema('author', 120),
  content: richTextSchema,
  /** A shorter text for phones; the main content is shown when empty. */
  mobileContent: richTextSchema,
  featureImage: imageChoiceSchema,
  /** Wall-clock time in the team's zone ("2026-05-01T09:30"); '' means now. */
  timeOfArticle: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value === '' || isWallTime(value), articleMessages.enterTime),
  notes: contentNotesSchema,
  seasonId: optionalIdSchema,
  gameId: optionalIdSchema,
  eventId: optionalIdSchema,
  practiceId: optionalIdSchema,
  galleryId: optionalIdSchema,
  /** Ids of the tagged players and coaches. */
  tags: z.array(z.string().trim().min(1).max(100)).max(50).optional().default([]),
  published: z.boolean().optional().default(true),
});
export type ArticleInput = z.input<typeof articleInputSchema>;
export type ArticleUpdate = z.output<typeof articleInputSchema>;

export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  author: z.string(),
  content: z.string(),
  mobileContent: z.string(),
  featureImage: storedImageSchema,
  timeOfArticle: z.string(),
  notes: z.string(),
  seasonId: z.string(),
  gameId: z.string(),
  eventId: z.string(),
  practiceId: z.string(),
  galleryId: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  /** The article's gallery, shown and hidden with it. */
  gallery: z.object({ id: z.string(), title: z.string(), photoCount: z.number() }).nullable(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

const namedOption = z.object({ id: z.string(), name: z.string() });
/** GET /api/articles/options: what an article can be about and tagged with. */
export const articleOptionsSchema = z.object({
  seasons: z.array(namedOption),
  games: z.array(namedOption.extend({ isFinished: z.boolean() })),
  events: z.array(namedOption),
  practices: z.array(namedOption),
  players: z.array(namedOption),
  coaches: z.array(namedOption),
  /** Galleries no other article owns. */
  galleries: z.array(namedOption),
});
export type ArticleOptions = z.infer<typeof articleOptionsSchema>;

/** POST /api/articles/recaps: draft an unpublished article from a finished game's box score. */
export const gameRecapRequestSchema = z.object({
  gameId: z.string().trim().min(1, articleMessages.recapUnknownGame).max(100),
});
