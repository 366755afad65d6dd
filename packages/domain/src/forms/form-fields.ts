import { z } from 'zod';

/**
 * The questions of a form (spec part 2 §3 "Form", §5 "Forms"), stored as a jsonb list on forms and
 * pre-developed forms. A submission answers them as { id, title, value } (submitted-form-answers).
 */
export const formFieldKinds = [
  'text',
  'email',
  'phone',
  'multiline',
  'select',
  'checkbox',
  'date',
  'number',
  'file',
] as const;
export type FormFieldKind = (typeof formFieldKinds)[number];

export const formFieldKindLabels: Record<FormFieldKind, string> = {
  text: 'Text',
  email: 'Email',
  phone: 'Phone',
  multiline: 'Paragraph',
  select: 'Choice',
  checkbox: 'Checkbox',
  date: 'Date',
  number: 'Number',
  file: 'File upload',
};

export const minMultilineLines = 2;
export const maxMultilineLines = 20;
/** Prices of paid choices (dues, registrations, donations) are whole cents up to $100,000. */
export const maxFormOptionPriceCents = 10_000_000;

export const formFieldMessages = {
  userEmailMissing: 'Please add an email field for the person filling in the form and mark it as their email',
  userEmailMoreThanOne: 'Only one email field can be the email of the person filling in the form',
  userEmailNotRequired: "The form filler's email field must be required",
  optionsMissing: 'Please add at least one choice to the question',
  optionTitleMissing: 'Please enter the choice title',
  optionPriceInvalid: 'Please enter a valid price for the choice',
  linesInvalid: `Please enter a number of lines between ${minMultilineLines} and ${maxMultilineLines}`,
  titleMissing: 'Please enter the question',
} as const;

export const formFieldOptionSchema = z.object({
  id: z.string().trim().min(1).max(64),
  title: z.string().trim().max(200),
  /** 0 for a free choice. */
  priceCents: z
    .int(formFieldMessages.optionPriceInvalid)
    .min(0, formFieldMessages.optionPriceInvalid)
    .max(maxFormOptionPriceCents, formFieldMessages.optionPriceInvalid)
    .default(0),
});
export type FormFieldOption = z.infer<typeof formFieldOptionSchema>;

export const formFieldSchema = z.object({
  id: z.string().trim().min(1).max(64),
  kind: z.enum(formFieldKinds),
  title: z.string().trim().max(200),
  required: z.boolean().default(false),
  placeholder: z.string().trim().max(200).default(''),
  /** The answer is the submitter's address: replies and receipts go there (one per form). */
  isUserEmail: z.boolean().default(false),
  /** Height of a multiline answer box. */
  lines: z.int().default(4),
  /** Choices of a select question. */
  options: z.array(formFieldOptionSchema).max(100).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;
export type FormFieldInput = z.input<typeof formFieldSchema>;

/** Problems of a form's question list, keyed by path ("fields.3.options.0.title"), empty when valid. */
export function findFormFieldProblems(fields: readonly FormField[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const userEmails = fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => field.isUserEmail && field.kind === 'email');
  if (userEmails.length === 0) problems.push({ path: 'fields', message: formFieldMessages.userEmailMissing });
  if (userEmails.length > 1)
    problems.push({ path: 'fields', message: formFieldMessages.userEmailMoreThanOne });
  fields.forEach((field, index) => {
    const at = `fields.${index}`;
    if (!field.title) problems.push({ path: `${at}.title`, message: formFieldMessages.titleMissing });
    if (field.isUserEmail && field.kind === 'email' && !field.required) {
      problems.push({ path: `${at}.required`, message: formFieldMessages.userEmailNotRequired });
    }
    if (field.kind === 'multiline' && (field.lines < minMultilineLines || field.lines > maxMultilineLines)) {
      problems.push({ path: `${at}.lines`, message: formFieldMessages.linesInvalid });
    }
    if (field.kind === 'select') {
      if (field.options.length === 0)
        problems.push({ path: `${at}.options`, message: formFieldMessages.optionsMissing });
      field.options.forEach((option, optionIndex) => {
        const optionAt = `${at}.options.${optionIndex}`;
        if (!option.title)
          problems.push({ path: `${optionAt}.title`, message: formFieldMessages.optionTitleMissing });
        if (
          !Number.isInteger(option.priceCents) ||
          option.priceCents < 0 ||
          option.priceCents > maxFormOptionPriceCents
        ) {
          problems.push({ path: `${optionAt}.priceCents`, message: formFieldMessages.optionPriceInvalid });
        }
      });
    }
  });
  return problems;
}

/** A form's question list with the rules of spec part 2 §5 applied. */
export const formFieldsSchema = z
  .array(formFieldSchema)
  .max(100)
  .superRefine((fields, ctx) => {
    for (const problem of findFormFieldProblems(fields)) {
      const path = problem.path
        .split('.')
        .slice(1)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
      ctx.addIssue({ code: 'custom', path, message: problem.message });
    }
  });
