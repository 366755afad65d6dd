import { z } from 'zod';
import { storedImageSchema } from '../team/team-record.ts';
import { organizationNameSchema } from '../text/visible-text.ts';
import { contentNotesSchema, imageChoiceSchema, optionalWebAddressSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';

/** Sponsors (spec part 2 §3 "Sponsor"), shown on the public /sponsors page in their order. */
export const sponsorMessages = contentMessages({ singular: 'sponsor', plural: 'sponsors' });

/** POST /api/sponsors and PUT /api/sponsors/:id. The order has its own batch route. */
export const sponsorInputSchema = z.object({
  name: organizationNameSchema('sponsor name'),
  /** A media library id, or the stored logo's `file` to keep it. */
  logo: imageChoiceSchema,
  url: optionalWebAddressSchema,
  notes: contentNotesSchema,
  published: z.boolean().optional().default(true),
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;
export type SponsorUpdate = z.output<typeof sponsorInputSchema>;

export const sponsorSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  name: z.string(),
  logo: storedImageSchema,
  url: z.string(),
  notes: z.string(),
  published: z.boolean(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;
