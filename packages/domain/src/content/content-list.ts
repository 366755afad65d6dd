import { z } from 'zod';

/**
 * What every portal content section (opponents, leagues, seasons, sponsors, staff, roster, ...)
 * shares: the list query and answer of GET /api/{entity}, the list row the section frame shows,
 * and the toasts of the error catalogue (spec part 2 §8: fetching, creating, updating, deleting
 * and "does not exist", each with its success message; exact wording not shown, so ours).
 */

export const contentListLimits = { default: 50, max: 100, searchMax: 100 } as const;

/** GET /api/{entity}?search=&cursor=&limit=: one page of the list, filtered by the prefix search. */
export const contentListQuerySchema = z.object({
  search: z.string().trim().max(contentListLimits.searchMax).optional().default(''),
  /** The `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(contentListLimits.max).default(contentListLimits.default),
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;
export type ContentListQueryInput = z.input<typeof contentListQuerySchema>;

/** One row of a section's list: what it says and, for images, the picture's address. */
export const contentListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageLink: z.string(),
  /** Absent for entities without a published flag. */
  published: z.boolean().optional(),
  /** Seeded sample content the admin can remove (decision 019); absent for kinds never seeded as sample. */
  isSample: z.boolean().optional(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const contentListResponseSchema = z.object({
  items: z.array(contentListItemSchema),
  /** How many rows match the search (all pages). */
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

export interface ContentNames {
  /** "opponent", "executive board member". */
  singular: string;
  /** "opponents", "executive board members". */
  plural: string;
}

/** The toasts and messages of one entity (spec part 2 §8). */
export function contentMessages({ singular, plural }: ContentNames) {
  const capital = singular.charAt(0).toUpperCase() + singular.slice(1);
  return {
    fetchFailed: `We could not load your ${plural}. Please reload the page.`,
    fetchOneFailed: `We could not load this ${singular}. Please reload the page.`,
    created: `${capital} created.`,
    createFailed: `We could not create the ${singular}. Please try again.`,
    updated: `${capital} saved.`,
    updateFailed: `We could not save the ${singular}. Please try again.`,
    deleted: `${capital} deleted.`,
    deleteFailed: `We could not delete the ${singular}. Please try again.`,
    notFound: `This ${singular} does not exist. It may have been deleted.`,
    /** The empty-state prompt of spec part 2 §2. */
    selectPrompt: `Select one of the ${plural} or create a new one`,
    noMatches: `No ${plural} match your search`,
    noneYet: `No ${plural} yet`,
  } as const;
}
/** A section's messages; a sub-section may word one differently (an empty tagged list). */
export type ContentMessages = { readonly [K in keyof ReturnType<typeof contentMessages>]: string };

/** "3 games" / "1 game". */
export function countGames(count: number): string {
  return `${count} ${count === 1 ? 'game' : 'games'}`;
}
