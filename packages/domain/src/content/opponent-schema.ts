import { z } from 'zod';
import { storedImageSchema } from '../team/team-record.ts';
import { organizationNameSchema } from '../text/visible-text.ts';
import {
  contentNotesSchema,
  imageChoiceSchema,
  optionalLineSchema,
  optionalWebAddressSchema,
} from './content-fields.ts';
import { contentMessages } from './content-list.ts';

/** Opponents (spec part 2 §3 "Opponent"): teams we play against. */
export const opponentMessages = contentMessages({ singular: 'opponent', plural: 'opponents' });

/** POST /api/opponents and PUT /api/opponents/:id. */
export const opponentInputSchema = z.object({
  name: organizationNameSchema('opponent name'),
  /** A media library id, or the stored logo's `file` to keep it. */
  logo: imageChoiceSchema,
  address: optionalLineSchema('address', 300),
  url: optionalWebAddressSchema,
  notes: contentNotesSchema,
});
export type OpponentInput = z.input<typeof opponentInputSchema>;
export type OpponentUpdate = z.output<typeof opponentInputSchema>;

export const opponentSchema = z.object({
  id: z.string(),
  urlId: z.string(),
  name: z.string(),
  logo: storedImageSchema,
  address: z.string(),
  url: z.string(),
  notes: z.string(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type Opponent = z.infer<typeof opponentSchema>;
