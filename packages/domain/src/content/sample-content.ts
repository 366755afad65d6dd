import { z } from 'zod';

/**
 * Sample content (issue 19, decision 019): what a new team is seeded with to show how the site
 * looks, marked in the portal's lists and removed in one action. What the admin's own records use
 * stays, with the reason.
 */
export const sampleRecordKinds = [
  'player',
  'alumnus',
  'coach',
  'board member',
  'sponsor',
  'game',
  'article',
  'gallery',
  'submission',
] as const;
export type SampleRecordKind = (typeof sampleRecordKinds)[number];

export const sampleRecordSchema = z.object({
  kind: z.enum(sampleRecordKinds),
  id: z.string(),
  title: z.string(),
});
export type SampleRecord = z.infer<typeof sampleRecordSchema>;

export const keptSampleRecordSchema = sampleRecordSchema.extend({
  /** Why it stays: "in the line-up of your game …". */
  reason: z.string(),
});
export type KeptSampleRecord = z.infer<typeof keptSampleRecordSchema>;

/** GET /api/sample-content: the sample records the team still has. */
export const sampleContentResponseSchema = z.object({ records: z.array(sampleRecordSchema) });
export type SampleContentResponse = z.infer<typeof sampleContentResponseSchema>;

/** POST /api/sample-content/removal: what went and what stayed, and why. */
export const sampleContentRemovalSchema = z.object({
  removed: z.array(sampleRecordSchema),
  kept: z.array(keptSampleRecordSchema),
});
export type SampleContentRemoval = z.infer<typeof sampleContentRemovalSchema>;

/** What an admin's own record is, in a reason ("your game …"). */
export type SampleUserKind = 'game' | 'event' | 'article' | 'gallery' | 'photo';

/** The reasons a sample record stays (the using record is the admin's own). */
export const sampleKeptReasons = {
  inLineup: (gameTitle: string) => `In the line-up of your game "${gameTitle}".`,
  taggedIn: (kind: SampleUserKind, title: string) => `Tagged in your ${kind} "${title}".`,
  linkedFrom: (kind: SampleUserKind, title: string) => `Linked from your ${kind} "${title}".`,
  hasOwnPhotos: (count: number) => `Holds ${count} ${count === 1 ? 'photo' : 'photos'} you added.`,
  /** A sample record that a kept sample record is made of (a kept game's line-up, a kept article's gallery). */
  partOfKept: (kind: 'game' | 'article', title: string) =>
    `Part of the sample ${kind} "${title}", which stays.`,
  hasTickets: (count: number) =>
    `${count} ${count === 1 ? 'ticket is' : 'tickets are'} on sale for it in your store.`,
} as const;

export const sampleContentMessages = {
  fetchFailed: 'We could not check for sample content. Please reload the page.',
  removeFailed: 'We could not remove the sample content. Nothing was removed; please try again.',
  nothingToRemove: 'There is no sample content left to remove.',
} as const;

const samplePlurals: Record<SampleRecordKind, string> = {
  player: 'players',
  alumnus: 'alumni',
  coach: 'coaches',
  'board member': 'board members',
  sponsor: 'sponsors',
  game: 'games',
  article: 'articles',
  gallery: 'galleries',
  submission: 'submissions',
};

/** "12 players", "1 sponsor": what the records are, counted per kind in the kinds' order. */
export function countSampleRecords(records: readonly SampleRecord[]): string[] {
  return sampleRecordKinds
    .map((kind) => [kind, records.filter((r) => r.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${n === 1 ? kind : samplePlurals[kind]}`);
}
