import { z } from 'zod';

/** Building blocks shared by the per-sport game stat sheets. */

/** Which side an event belongs to: our team or the opponent. */
export const teamSides = ['us', 'them'] as const;
export type TeamSide = (typeof teamSides)[number];
export const teamSideSchema = z.enum(teamSides);

/** A tally (goals, hits, wins, ...): a whole number, zero when not entered. */
export const countSchema = z.int().min(0).default(0);
/** Game clock seconds within the period. */
export const secondsSchema = z
  .int()
  .min(0)
  .max(24 * 60 * 60)
  .default(0);
/** Minutes may be fractional (a goalie pulled at 58:30 played 58.5). */
export const minutesSchema = z.number().min(0).max(600).default(0);
export const percentSchema = z.number().min(0).max(100).default(0);
/** A player of ours, or '' when unknown (opponent players are usually not on record). */
export const playerIdSchema = z.string().trim().max(64).default('');
export const flagSchema = z.boolean().default(false);
/** An opponent player as the admin typed them (opponents are not on record), '' when not given. */
export const opponentNameSchema = z.string().trim().max(80).default('');

/** A group of tallies with every key defaulting to zero. */
export function buildCountGroupSchema<const K extends string>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((k) => [k, countSchema])) as Record<K, typeof countSchema>;
  return z.object(shape);
}

/**
 * The same group for both sides, { us, them }, filled with zeros when left out. The group must
 * give every key a default (as count groups do), which is what makes `{}` a valid input.
 */
export function buildSidePairSchema<T extends z.ZodObject>(group: T) {
  const empty = {} as z.input<T>;
  return z.object({ us: group.prefault(empty), them: group.prefault(empty) }).prefault({});
}
