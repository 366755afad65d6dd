import { z } from 'zod';
import { visibleTextSchema } from '../text/visible-text.ts';
import { isWebAddress } from '../website/website-design.ts';

/** Field schemas the content entities share, so each says its rule once. */

/** Free notes for the admin: optional, several lines. */
export const contentNotesSchema = visibleTextSchema({
  field: 'notes',
  max: 5000,
  required: false,
  multiline: true,
}).transform((value) => value ?? '');

/** An optional one-line text. */
export function optionalLineSchema(field: string, max: number) {
  return visibleTextSchema({ field, max, required: false }).transform((value) => value ?? '');
}

export const contentUrlMessage = 'Please enter a web address starting with http:// or https://';

/** An optional web address: empty, or an absolute http(s) address. */
export const optionalWebAddressSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || isWebAddress(value), contentUrlMessage);

/** A media library id chosen for an image slot ('' for no image); the server resolves it. */
export const imageChoiceSchema = z.string().trim().max(100).optional().default('');

/** An optional calendar date (YYYY-MM-DD); '' for none. */
export const optionalDateSchema = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'Please enter a date');
