import { z } from 'zod';
import { galleryFullMessage } from '../rules/gallery-limits.ts';
import { isWallTime } from '../rules/zoned-wall-time.ts';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { contentListQuerySchema, contentMessages } from './content-list.ts';

/** Galleries and their photos (spec part 2 §3 "Gallery", "Photo"; §4; §8). */
export const galleryMessages = {
  ...contentMessages({ singular: 'gallery', plural: 'galleries' }),
  enterTime: 'Please enter the date and time of the gallery',
  unknownSeason: 'Please choose one of your seasons',
  unknownTag: 'Please tag only your own players, coaches, games, events and articles',
  /** Spec part 2 §8 "My Library cannot be deleted". */
  myLibraryUndeletable: 'My Library cannot be deleted. Remove the photos you no longer need instead.',
  /** Spec part 2 §8 "Article galleries must be deleted through the article". */
  articleGalleryUndeletable: (articleTitle: string) =>
    `This gallery belongs to the article “${articleTitle}”. Delete the article to delete its gallery.`,
  /** Spec part 2 §8 "image limit per gallery reached". */
  full: galleryFullMessage,
  photoNotFound: 'This photo does not exist. It may have been removed already.',
  photoAdded: 'Photo added.',
  photoSaved: 'Photo saved.',
  photoRemoved: 'Photo removed from the gallery.',
  tagRemoved: 'Tag removed.',
  /** Spec part 2 §2's empty state of the tagged sub-sections. */
  noTagged: 'No tagged images/galleries/articles found',
} as const;

export const galleryTagTypes = ['player', 'coach', 'game', 'event', 'article'] as const;
export type GalleryTagType = (typeof galleryTagTypes)[number];
export const galleryTagSchema = z.object({
  id: z.string().trim().min(1).max(100),
  type: z.enum(galleryTagTypes),
});
export type GalleryTag = z.infer<typeof galleryTagSchema>;
const tagsSchema = z.array(galleryTagSchema).max(50).optional().default([]);

/**
 * The portal's sub-sections (spec part 2 §2 "Galleries: galleries, articles, events, games, all"):
 * galleries on their own, those of an article, those about an event or game, and everything.
 */
export const galleryListFilters = ['galleries', 'articles', 'events', 'games', 'all'] as const;
export type GalleryListFilter = (typeof galleryListFilters)[number];
export const galleryListQuerySchema = contentListQuerySchema.extend({
  about: z.enum(galleryListFilters).optional().default('all'),
});

/** POST /api/galleries and PUT /api/galleries/:id. */
export const galleryInputSchema = z.object({
  title: visibleTextSchema({ field: 'title', max: 200 }),
  /** Wall-clock time in the team's zone; '' means now. */
  timeOfGallery: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value === '' || isWallTime(value), galleryMessages.enterTime),
  seasonId: z.string().trim().max(100).optional().default(''),
  tags: tagsSchema,
  published: z.boolean().optional().default(true),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;
export type GalleryUpdate = z.output<typeof galleryInputSchema>;

/** POST /api/galleries/:id/photos: one picture of the media library into the gallery. */
export const galleryPhotoAddSchema = z.object({
  mediaId: z.string().trim().min(1, 'Please choose a picture').max(100),
  title: visibleTextSchema({ field: 'photo title', max: 200, required: false }).transform((v) => v ?? ''),
});
/** PUT /api/galleries/:id/photos/:photoId. */
export const galleryPhotoUpdateSchema = z.object({
  title: visibleTextSchema({ field: 'photo title', max: 200, required: false }).transform((v) => v ?? ''),
  tags: tagsSchema,
});
export type GalleryPhotoUpdate = z.output<typeof galleryPhotoUpdateSchema>;

export const galleryPhotoSchema = z.object({
  id: z.string(),
  title: z.string(),
  tags: z.array(galleryTagSchema),
  image: storedImageSchema,
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const gallerySchema = z.object({
  id: z.string(),
  urlId: z.string(),
  title: z.string(),
  timeOfGallery: z.string(),
  seasonId: z.string(),
  tags: z.array(galleryTagSchema),
  published: z.boolean(),
  isMyLibrary: z.boolean(),
  /** The article that owns it: shown and deleted with it. */
  article: z.object({ id: z.string(), title: z.string() }).nullable(),
  photos: z.array(galleryPhotoSchema),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Gallery = z.infer<typeof gallerySchema>;

const namedOption = z.object({ id: z.string(), name: z.string() });
/** GET /api/galleries/options: seasons, and what galleries and photos can be tagged with. */
export const galleryOptionsSchema = z.object({
  seasons: z.array(namedOption),
  players: z.array(namedOption),
  coaches: z.array(namedOption),
  games: z.array(namedOption),
  events: z.array(namedOption),
  articles: z.array(namedOption),
});
export type GalleryOptions = z.infer<typeof galleryOptionsSchema>;
