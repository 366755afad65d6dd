import { z } from 'zod';
import {
  type DetailFieldDefinition,
  listCoachDetailFields,
  listPlayerDetailFields,
} from '../sports/person-detail-fields.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';

/**
 * The jsonb lists on player and coach records (spec part 2 §3): details are labelled rows
 * ({ title, required, value }), texts are the player's personal achievements.
 */
export const detailEntrySchema = z.object({
  title: z.string().trim().min(1).max(60),
  required: z.boolean().default(false),
  value: z.string().trim().max(200).default(''),
});
export type DetailEntry = z.infer<typeof detailEntrySchema>;

export const detailListSchema = z.array(detailEntrySchema).max(30);
export const playerDetailsSchema = detailListSchema;
export const coachDetailsSchema = detailListSchema;
export type DetailList = z.infer<typeof detailListSchema>;

/** One personal achievement: a short heading and its text (the spec names the list only). */
export const playerTextSchema = z.object({
  title: z.string().trim().max(120).default(''),
  value: z.string().trim().max(2000).default(''),
});
export type PlayerText = z.infer<typeof playerTextSchema>;
export const playerTextsSchema = z.array(playerTextSchema).max(50);

/** Empty rows for a new profile, in the order the sport defines. */
export function createDetailEntries(fields: readonly DetailFieldDefinition[]): DetailEntry[] {
  return fields.map((f) => ({ title: f.title, required: f.required, value: '' }));
}

export function buildDefaultPlayerDetails(sportsType: TeamSportsType): DetailEntry[] {
  return createDetailEntries(listPlayerDetailFields(sportsType));
}

export function buildDefaultCoachDetails(): DetailEntry[] {
  return createDetailEntries(listCoachDetailFields());
}

/** The trimmed value of the row with this title, or '' when the row is missing. */
export function findDetailValue(details: readonly DetailEntry[], title: string): string {
  return details.find((d) => d.title === title)?.value.trim() ?? '';
}
