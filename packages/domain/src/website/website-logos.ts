import { z } from 'zod';
import type { ImageVariant } from '../media/image-variants.ts';
import { type TeamLogo, teamLogoSchema } from '../team/team-record.ts';

/**
 * Website → logos (spec part 1 §3 "Logos"): the team's logo and silhouette logo, each stored as
 * the logo itself and logo1..logo4 at heights 32, 196, 512 and 1024.
 */

/** The library variant each slot of a TeamLogo holds. */
export const teamLogoVariants: Record<keyof TeamLogo, ImageVariant> = {
  logo: 'logo',
  logo1: 'logo32',
  logo2: 'logo196',
  logo3: 'logo512',
  logo4: 'logo1024',
};

/** A media library id, or null (an empty text counts as null) for no logo. */
const logoChoiceSchema = z
  .string()
  .trim()
  .max(100)
  .nullable()
  .transform((id) => id || null);

/**
 * PUT /api/website/logos: which library image each logo is. Sending back the id a logo already
 * has (its `logo.file`) keeps it as it is.
 */
export const websiteLogosUpdateSchema = z.object({
  logo: logoChoiceSchema,
  silhouetteLogo: logoChoiceSchema,
});
export type WebsiteLogosUpdateInput = z.input<typeof websiteLogosUpdateSchema>;
export type WebsiteLogosUpdate = z.output<typeof websiteLogosUpdateSchema>;

/** GET and PUT /api/website/logos answer both logos with every size variant. */
export const websiteLogosResponseSchema = z.object({
  logo: teamLogoSchema,
  silhouetteLogo: teamLogoSchema,
});
export type WebsiteLogosResponse = z.infer<typeof websiteLogosResponseSchema>;

export const websiteLogosMessages = {
  saved: 'Your logos are saved.',
  loadFailed: 'We could not load your logos. Please reload the page.',
} as const;
