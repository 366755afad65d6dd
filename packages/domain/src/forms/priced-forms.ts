import { z } from 'zod';
import { type FormType, formTypeSchema, formTypes } from '../sports/form-types.ts';
import { formatCents } from '../store/store-money.ts';
import type { FormField } from './form-fields.ts';

/** The store's Registration Forms screen (/portal/store/forms): the form builder's priced forms. */
export const pricedFormMessages = {
  /** Spec part 2 §2: the empty state of the forms lists. */
  noneYet: 'No forms created yet',
  fetchFailed: 'We could not load your registration forms. Please reload the page.',
} as const;

/** The type a priced form made from the store screen starts as (dues and registration). */
export const newPricedFormType: FormType = formTypes.CUSTOM_PLAYER_DUES_REGISTRATION;

/** The lowest and highest price a buyer can choose on a form (cents); null when no choice has a price. */
export function findFormPriceRange(
  fields: readonly Pick<FormField, 'kind' | 'options'>[],
): { minCents: number; maxCents: number } | null {
  const prices = fields.flatMap((field) =>
    field.kind === 'select' ? field.options.map((o) => o.priceCents).filter((cents) => cents > 0) : [],
  );
  if (prices.length === 0) return null;
  return { minCents: Math.min(...prices), maxCents: Math.max(...prices) };
}

/** "$125.00", "$50.00 – $125.00", or "No price set" for a priced type without a priced choice yet. */
export function describeFormPrice(range: { minCents: number; maxCents: number } | null): string {
  if (!range) return 'No price set';
  if (range.minCents === range.maxCents) return formatCents(range.minCents);
  return `${formatCents(range.minCents)} – ${formatCents(range.maxCents)}`;
}

/** A priced form's submissions by payment (pending: checkout open; abandoned: expired unpaid). */
export const formPaymentCountsSchema = z.object({
  paid: z.number().int(),
  pending: z.number().int(),
  abandoned: z.number().int(),
});
export type FormPaymentCounts = z.infer<typeof formPaymentCountsSchema>;

/** GET /api/forms/priced: one row per priced form (types 11–13), by title. */
export const pricedFormSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  formType: formTypeSchema,
  published: z.boolean(),
  minPriceCents: z.number().int().nullable(),
  maxPriceCents: z.number().int().nullable(),
  submissions: formPaymentCountsSchema,
});
export type PricedForm = z.infer<typeof pricedFormSchema>;
export const pricedFormListSchema = z.array(pricedFormSchema);
