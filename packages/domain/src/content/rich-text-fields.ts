import { z } from 'zod';

/**
 * Fields that the rich-text content areas (articles, custom pages) share. The HTML a browser
 * sends is only a proposal: the server sanitizes it with its allow-list before storing it and
 * again whenever it is shown.
 */
export const maxRichTextLength = 200_000;

export const richTextMessages = {
  tooLong: `Please shorten the text: it can hold at most ${maxRichTextLength.toLocaleString('en-US')} characters of formatting and words`,
  addressInvalid:
    'Please use only lower-case letters, digits and single hyphens in the address, like "season-opener-recap"',
} as const;

export const richTextSchema = z
  .string()
  .max(maxRichTextLength, richTextMessages.tooLong)
  .optional()
  .default('');

/** The page address word of an article or custom page; '' lets the server write it from the title. */
export const addressWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(80, 'Please keep the address to 80 characters or fewer')
  .optional()
  .default('')
  .refine((value) => value === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), richTextMessages.addressInvalid);
