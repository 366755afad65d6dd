import { z } from 'zod';
import { storedImageSchema } from '../team/team-record.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { imageChoiceSchema } from './content-fields.ts';
import { contentMessages } from './content-list.ts';
import { addressWordSchema, richTextSchema } from './rich-text-fields.ts';

/** A team's own pages (issue 9 "Custom pages"), at /pages/{urlId} on its site. */
export const customPageMessages = {
  ...contentMessages({ singular: 'custom page', plural: 'custom pages' }),
  addressTaken: 'Another of your pages already uses this address. Please choose another one.',
} as const;

/** POST /api/custom-pages and PUT /api/custom-pages/:id. */
export const customPageInputSchema = z.object({
  title: visibleTextSchema({ field: 'title', max: 200 }),
  urlId: addressWordSchema,
  content: richTextSchema,
  description: visibleTextSchema({ field: 'description', max: 300, required: false }).transform(
    (value) => value ?? '',
  ),
  featureImage: imageChoiceSchema,
  published: z.boolean().optional().default(true),
});
export type CustomPageInput = z.input<typeof customPageInputSchema>;
export type CustomPageUpdate = z.output<typeof customPageInputSchema>;

export const customPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  urlId: z.string(),
  content: z.string(),
  description: z.string(),
  featureImage: storedImageSchema,
  published: z.boolean(),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type CustomPage = z.infer<typeof customPageSchema>;
