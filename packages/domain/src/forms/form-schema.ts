import { z } from 'zod';
import { contentListQuerySchema, contentMessages } from '../content/content-list.ts';
import { addressWordSchema } from '../content/rich-text-fields.ts';
import { type FormType, formTypeSchema, isPaidFormType } from '../sports/form-types.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { formFieldSchema, formFieldsSchema } from './form-fields.ts';

/** A team's forms (spec part 2 §3 "Form", §5 "Forms"), built in the portal's form builder. */
export const formMessages = {
  ...contentMessages({ singular: 'form', plural: 'forms' }),
  /** Spec part 2 §2 empty state. */
  noneYet: 'No forms created yet',
  addressTaken: 'Another of your forms already uses this address. Please choose another one.',
  notPaidType: 'Please choose a dues, registration, sponsorship or donation type for a form with prices',
  copied: 'Form added to your forms. Edit it as you like.',
  copyFailed: 'We could not add the form. Please try again.',
  preDevelopedNotFound: 'This ready-made form does not exist for your sport.',
  previewUntitled: 'Untitled form',
  previewFailed: 'Please fix the questions marked in the builder to see the preview.',
} as const;

/**
 * The portal's lists of forms (spec part 2 §2 "Forms: playerdues, customforms, predevelopedforms";
 * "Custom: forms"): forms visitors pay through, forms copied from a ready-made one or of a
 * ready-made type, and the team's own.
 */
export const formListKinds = ['playerdues', 'predeveloped', 'custom'] as const;
export type FormListKind = (typeof formListKinds)[number];

/** Which list a form belongs to: what it costs, then where it came from. */
export function classifyForm(form: { formType: FormType; preDevelopedFormId: string | null }): FormListKind {
  if (isPaidFormType(form.formType)) return 'playerdues';
  return form.preDevelopedFormId ? 'predeveloped' : 'custom';
}

export const formListQuerySchema = contentListQuerySchema.extend({ kind: z.enum(formListKinds).optional() });

/** POST /api/forms and PUT /api/forms/:id. */
export const formInputSchema = z.object({
  title: visibleTextSchema({ field: 'title', max: 200 }),
  /** The page address (/forms/{slug}); '' on a new form writes it from the title. */
  slug: addressWordSchema,
  formType: formTypeSchema,
  description: visibleTextSchema({
    field: 'description',
    max: 2000,
    required: false,
    multiline: true,
  }).transform((value) => value ?? ''),
  fields: formFieldsSchema,
  published: z.boolean().optional().default(true),
});
export type FormInput = z.input<typeof formInputSchema>;

/**
 * POST /api/forms/preview: the builder's unsaved form, shown as the team's public page shows it.
 * Lenient on purpose: a form half written (a question without its title yet) still previews.
 */
export const formPreviewInputSchema = z.object({
  title: z.string().trim().max(200).default(''),
  formType: formTypeSchema.catch(9),
  description: z.string().trim().max(2000).default(''),
  fields: z.array(formFieldSchema).max(100),
});
export type FormPreviewInput = z.input<typeof formPreviewInputSchema>;
export const formPreviewSchema = z.object({ html: z.string() });
export type FormPreview = z.infer<typeof formPreviewSchema>;
export type FormUpdate = z.output<typeof formInputSchema>;

export const teamFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  formType: formTypeSchema,
  description: z.string(),
  fields: z.array(formFieldSchema),
  published: z.boolean(),
  preDevelopedFormId: z.string().nullable(),
  listKind: z.enum(formListKinds),
  timeCreated: z.string(),
  timeModified: z.string(),
});
export type TeamForm = z.infer<typeof teamFormSchema>;

/** GET /api/forms/pre-developed: the ready-made forms of the team's sport. */
export const preDevelopedFormListSchema = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    formType: formTypeSchema,
    questionCount: z.number(),
  }),
);
export type PreDevelopedFormChoice = z.infer<typeof preDevelopedFormListSchema>[number];
