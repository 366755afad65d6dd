import { z } from 'zod';
import { contentListItemSchema } from './content-list.ts';

/**
 * The hand-made order of sponsors, coaches and board members (spec part 2 §4: "Coach order is
 * renumbered by list position, first place highest. Sponsors also have a batch order update").
 * The portal sends every live id of the section in the new order, in one request.
 */

export const contentOrderLimits = { max: 1000 } as const;

/** GET /api/{section}/order: every live row of the section, in order (first place first). */
export const contentOrderListSchema = z.object({ items: z.array(contentListItemSchema) });
export type ContentOrderList = z.infer<typeof contentOrderListSchema>;

export const contentOrderMessages = {
  saved: 'Order saved.',
  saveFailed: 'We could not save the order. Please try again.',
  /** The ids sent are not exactly the section's live rows: someone added or deleted one meanwhile. */
  stale: 'This list changed since you opened it. Please reload the page and arrange it again.',
  duplicate: 'Each entry can have one place only',
} as const;

/** PUT /api/{section}/order: the ids in the new order, first place first. */
export const contentOrderInputSchema = z.object({
  ids: z
    .array(z.string().min(1).max(100))
    .max(contentOrderLimits.max)
    .refine((ids) => new Set(ids).size === ids.length, contentOrderMessages.duplicate),
});
export type ContentOrderInput = z.infer<typeof contentOrderInputSchema>;

/** The stored `order` of each id: first place highest (list orders are by `order` descending). */
export function rankByPosition(ids: readonly string[]): { id: string; order: number }[] {
  return ids.map((id, index) => ({ id, order: ids.length - index }));
}

/** Whether `ids` are exactly the section's live ids, each once (in any order). */
export function isSameIdSet(ids: readonly string[], liveIds: readonly string[]): boolean {
  const live = new Set(liveIds);
  return ids.length === live.size && new Set(ids).size === ids.length && ids.every((id) => live.has(id));
}
