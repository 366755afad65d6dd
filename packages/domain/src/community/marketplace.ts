import { z } from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import { type MarketplaceCategory, marketplaceCategorySchema } from '../sports/marketplace-categories.ts';
import { personNameSchema, visibleTextSchema } from '../text/visible-text.ts';

/**
 * Marketplace products (spec part 2 §2 "Each category maps to a list of product ids shown"): data
 * we ship in a seed file (apps/server/data/marketplace/products.json) and edit without code. The
 * file is read through this schema at start, so a typo fails loudly instead of showing a broken card.
 */
const productIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'a product id is kebab-case' });

export const marketplaceVendorSchema = z.object({
  id: productIdSchema,
  name: z.string().min(1).max(80),
  /** Where the vendor hears of a team's interest. */
  email: emailSchema,
  website: z.url({ protocol: /^https$/ }),
});

export const marketplaceProductSchema = z.object({
  id: productIdSchema,
  name: z.string().min(1).max(100),
  vendor: productIdSchema,
  description: z.string().min(1).max(400),
  /** Price from, in cents (0 means "ask the vendor"). */
  priceCents: z.number().int().min(0).max(10_000_000),
  /** Team price note, for example "10% off for Sideline teams". */
  offer: z.string().max(120).default(''),
  /** The vendor's page for the product (opens in a new tab). */
  url: z.url({ protocol: /^https$/ }),
  /** An image file of apps/server/data/marketplace/images (self-hosted, no external image). */
  image: z.string().regex(/^[a-z0-9-]+\.svg$/),
  imageAlt: z.string().min(1).max(160),
  /** The marketplace pages the product is shown on: its categories and its brand. */
  categories: z.array(marketplaceCategorySchema).min(1),
});

export const marketplaceCatalogSchema = z
  .object({ vendors: z.array(marketplaceVendorSchema).min(1), products: z.array(marketplaceProductSchema) })
  .superRefine((catalog, ctx) => {
    const vendorIds = new Set(catalog.vendors.map((v) => v.id));
    const seen = new Set<string>();
    catalog.products.forEach((product, index) => {
      if (seen.has(product.id))
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'id'],
          message: `duplicate id ${product.id}`,
        });
      seen.add(product.id);
      if (!vendorIds.has(product.vendor))
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'vendor'],
          message: `unknown vendor ${product.vendor}`,
        });
    });
  });

export type MarketplaceVendor = z.output<typeof marketplaceVendorSchema>;
export type MarketplaceProduct = z.output<typeof marketplaceProductSchema>;
export type MarketplaceCatalog = z.output<typeof marketplaceCatalogSchema>;

/** A product card as the portal shows it. */
export interface MarketplaceProductView {
  id: string;
  name: string;
  vendorName: string;
  description: string;
  priceCents: number;
  offer: string;
  url: string;
  imageUrl: string;
  imageAlt: string;
}

export interface MarketplaceCategoryResponse {
  category: MarketplaceCategory;
  products: MarketplaceProductView[];
}

export const marketplaceMessages = {
  /** Spec part 1 §8 / part 2 §8 "vendor notified of interest". */
  vendorNotified: (vendorName: string) =>
    `${vendorName} has been notified of your interest and will contact you by email`,
  unknownProduct: 'This product is no longer listed. Please choose another one.',
  quantityInvalid: 'Please enter how many you need (1 to 10,000)',
} as const;

/** POST /api/marketplace/interest: "I'm interested" on a product card. */
export const vendorInterestRequestSchema = z.object({
  productId: productIdSchema,
  category: marketplaceCategorySchema,
  contactName: personNameSchema('name', { max: 100 }),
  contactEmail: emailSchema,
  quantity: z.coerce
    .number({ error: marketplaceMessages.quantityInvalid })
    .int({ error: marketplaceMessages.quantityInvalid })
    .min(1, { error: marketplaceMessages.quantityInvalid })
    .max(10_000, { error: marketplaceMessages.quantityInvalid }),
  note: visibleTextSchema({ field: 'note', max: 1000, multiline: true, required: false }),
});
export type VendorInterestRequest = z.output<typeof vendorInterestRequestSchema>;
export type VendorInterestForm = z.input<typeof vendorInterestRequestSchema>;
