import {
  findPlayerDetailProblems,
  normalizePlayerDetails,
  type Player,
  type PlayerInput,
  playerInputSchema,
  storedImageSchema,
  type TeamSportsType,
} from '@sideline/domain';
import { z } from 'zod';

/**
 * The player form: the domain's input schema, with the images as the pictures the slots show
 * and the statistic overrides as typed text ('' = derived from the games), plus the sport's
 * detail rules the server also applies.
 */
export function buildPlayerFormSchema(sportsType: TeamSportsType) {
  return playerInputSchema.extend({
    // On the field itself, so its messages show with the other fields' (an object's own checks
    // wait until all its fields are valid).
    details: playerInputSchema.shape.details.superRefine((details, ctx) => {
      for (const [key, message] of Object.entries(findPlayerDetailProblems(sportsType, details))) {
        const [, index] = key.split('.');
        ctx.addIssue({ code: 'custom', message, path: [Number(index), 'value'] });
      }
    }),
    profileImage: storedImageSchema,
    featureImage: storedImageSchema,
    // A field never typed in is undefined: the derived total.
    overridingStats: z.record(
      z.string(),
      z
        .string()
        .trim()
        .regex(/^\d{0,6}$/, 'Please enter a whole number')
        .optional(),
    ),
  });
}
export type PlayerFormValues = z.output<ReturnType<typeof buildPlayerFormSchema>>;

/** Fields the server may name in its messages (details by row, statistics by label). */
export function listPlayerFieldNames(detailCount: number, statLabels: readonly string[]): string[] {
  return [
    'name',
    'email',
    'phone',
    'summary',
    'bio',
    'profileImage',
    'featureImage',
    'alumni',
    'published',
    ...Array.from({ length: detailCount }, (_, i) => `details.${i}.value`),
    ...statLabels.map((label) => `overridingStats.${label}`),
  ];
}

const noImage = { file: '', link: '' };

export function toPlayerFormValues(
  sportsType: TeamSportsType,
  player: Player | null,
  alumni: boolean,
): PlayerFormValues {
  return {
    name: player?.name ?? '',
    email: player?.email ?? '',
    phone: player?.phone ?? '',
    details: normalizePlayerDetails(sportsType, player?.details ?? []),
    summary: player?.summary ?? '',
    bio: player?.bio ?? '',
    profileImage: player?.profileImage ?? noImage,
    featureImage: player?.featureImage ?? noImage,
    texts: player?.texts ?? [],
    alumni: player?.alumni ?? alumni,
    published: player?.published ?? true,
    overridingStats: Object.fromEntries(
      Object.entries(player?.overridingStats ?? {}).map(([label, value]) => [label, String(value)]),
    ),
  };
}

/** What Save sends: library ids for the images, numbers for the statistics typed in. */
export function toPlayerInput(values: PlayerFormValues): PlayerInput {
  const overridingStats: Record<string, number> = {};
  for (const [label, value] of Object.entries(values.overridingStats)) {
    if (value?.trim()) overridingStats[label] = Number(value);
  }
  return {
    ...values,
    profileImage: values.profileImage.file,
    featureImage: values.featureImage.file,
    overridingStats,
  };
}
