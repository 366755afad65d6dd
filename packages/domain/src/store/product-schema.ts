import { z } from 'zod';
import { imageChoiceSchema, optionalLineSchema } from '../content/content-fields.ts';
import { addressWordSchema, richTextSchema } from '../content/rich-text-fields.ts';
import { visibleTextSchema } from '../text/visible-text.ts';
import { productMessages } from './store-messages.ts';

/**
 * A product with options and variants (issue 22; spec part 2 §3 "Product", §4 switches, §5
 * dimensions). Options are the choices a buyer makes (Size: S, M, L; Color: Red, Blue); a variant
 * is one combination of their values with its own price, SKU and inventory. A product without
 * options has exactly one variant (no option values). Weight in pounds, sizes in inches.
 */
export const productLimits = {
  options: 3,
  valuesPerOption: 20,
  variants: 100,
  images: 10,
  maxPerOrder: 100,
  /** $100,000, like priced form choices. */
  priceCents: 10_000_000,
  inventory: 1_000_000,
} as const;

const centsSchema = z
  .number({ error: productMessages.enterPrice })
  .int(productMessages.enterPrice)
  .min(0, productMessages.enterPrice)
  .max(productLimits.priceCents, productMessages.enterPrice);

const measureSchema = z.number().min(0).max(10_000).default(0);

export const productOptionInputSchema = z.object({
  title: visibleTextSchema({ field: 'option name', max: 40 }),
  values: z
    .array(visibleTextSchema({ field: 'option value', max: 40 }))
    .min(1, productMessages.optionValuesRequired)
    .max(productLimits.valuesPerOption)
    .refine(
      (values) => new Set(values.map((v) => v.toLowerCase())).size === values.length,
      productMessages.duplicateOptionValue,
    ),
});
export type ProductOptionInput = z.output<typeof productOptionInputSchema>;

export const productVariantInputSchema = z.object({
  /** The saved variant this row updates; absent for a new one. */
  id: z.string().trim().max(100).optional(),
  /** The option values by option title ({ Size: 'M' }); {} for a product without options. */
  optionValues: z.record(z.string(), z.string()),
  priceCents: centsSchema,
  sku: optionalLineSchema('SKU', 64),
  /** Units in stock; null for unlimited (made to order). */
  inventory: z
    .number({ error: productMessages.enterInventory })
    .int(productMessages.enterInventory)
    .min(0, productMessages.enterInventory)
    .max(productLimits.inventory, productMessages.enterInventory)
    .nullable(),
});
export type ProductVariantInput = z.output<typeof productVariantInputSchema>;

/** Every combination of the options' values, as option-values records, in option order. */
export function listVariantCombinations(options: readonly ProductOptionInput[]): Record<string, string>[] {
  return options.reduce<Record<string, string>[]>(
    (combinations, option) =>
      combinations.flatMap((combination) =>
        option.values.map((value) => ({ ...combination, [option.title]: value })),
      ),
    [{}],
  );
}

/** One stable key per combination ("Color=Red|Size=M"), whatever order the record was written in. */
export function variantKey(optionValues: Record<string, string>): string {
  return Object.keys(optionValues)
    .sort()
    .map((title) => `${title}=${optionValues[title]}`)
    .join('|');
}

/** "Size: M, Color: Red" ('' for a product without options). */
export function describeVariant(optionValues: Record<string, string>): string {
  return Object.entries(optionValues)
    .map(([title, value]) => `${title}: ${value}`)
    .join(', ');
}

/** POST /api/store-admin/products and PUT /api/store-admin/products/:id. */
export const productInputSchema = z
  .object({
    name: visibleTextSchema({ field: 'title', max: 200 }),
    urlId: addressWordSchema,
    /** Rich text: the server sanitizes it as it does articles. */
    description: richTextSchema,
    category: optionalLineSchema('category', 60),
    featureImage: imageChoiceSchema,
    images: z.array(imageChoiceSchema).max(productLimits.images).default([]),
    options: z.array(productOptionInputSchema).max(productLimits.options).default([]),
    variants: z.array(productVariantInputSchema).min(1).max(productLimits.variants),
    maxPerOrder: z.number().int().min(1).max(productLimits.maxPerOrder).default(10),
    taxable: z.boolean().default(false),
    shippable: z.boolean().default(true),
    /** Charged once per order (the largest among the order's products). */
    shippingPerOrderCents: centsSchema.default(0),
    /** Charged per unit. */
    shippingPerItemCents: centsSchema.default(0),
    weightLb: measureSchema,
    lengthIn: measureSchema,
    widthIn: measureSchema,
    heightIn: measureSchema,
    featured: z.boolean().default(false),
    isPublic: z.boolean().default(true),
    available: z.boolean().default(true),
  })
  .superRefine((product, ctx) => {
    const titles = product.options.map((o) => o.title.toLowerCase());
    if (new Set(titles).size !== titles.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: productMessages.duplicateOptionValue });
      return;
    }
    const wanted = new Set(listVariantCombinations(product.options).map(variantKey));
    const given = product.variants.map((v) => variantKey(v.optionValues));
    if (
      given.length !== wanted.size ||
      new Set(given).size !== given.length ||
      given.some((k) => !wanted.has(k))
    ) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: productMessages.variantsMismatch });
    }
    const skus = product.variants.map((v) => v.sku).filter((sku) => sku !== '');
    if (new Set(skus).size !== skus.length) {
      ctx.addIssue({ code: 'custom', path: ['variants'], message: productMessages.duplicateSku });
    }
  })
  .transform((product) =>
    // Spec part 2 §5: choosing non-shippable sets shipping prices, weight and dimensions to 0.
    product.shippable
      ? product
      : {
          ...product,
          shippingPerOrderCents: 0,
          shippingPerItemCents: 0,
          weightLb: 0,
          lengthIn: 0,
          widthIn: 0,
          heightIn: 0,
        },
  );
export type ProductInputBody = z.input<typeof productInputSchema>;
export type ProductInput = z.output<typeof productInputSchema>;
