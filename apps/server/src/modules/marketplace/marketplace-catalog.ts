import { readFileSync } from 'node:fs';
import {
  type MarketplaceCatalog,
  type MarketplaceCategory,
  type MarketplaceProduct,
  type MarketplaceProductView,
  type MarketplaceVendor,
  marketplaceCatalogSchema,
} from '@sideline/domain';

/** The catalog file and its images, shipped with the server and edited without code (decision 030). */
export const marketplaceCatalogUrl = new URL('./catalog/products.json', import.meta.url);
export const marketplaceImagesUrl = new URL('./catalog/images/', import.meta.url);
/** Where the portal loads a product image from (an open route: the images are our own drawings). */
export const marketplaceImagePath = '/marketplace-images';

/** Reads and validates the catalog: a wrong file stops the start with the zod message naming the field. */
export function loadMarketplaceCatalog(url: URL = marketplaceCatalogUrl): MarketplaceCatalog {
  return marketplaceCatalogSchema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

export function createMarketplaceCatalog(catalog: MarketplaceCatalog) {
  const vendors = new Map(catalog.vendors.map((vendor) => [vendor.id, vendor]));
  const vendorOf = (product: MarketplaceProduct): MarketplaceVendor => {
    const vendor = vendors.get(product.vendor);
    if (!vendor) throw new Error(`marketplace: unknown vendor ${product.vendor}`);
    return vendor;
  };
  const toView = (product: MarketplaceProduct): MarketplaceProductView => ({
    id: product.id,
    name: product.name,
    vendorName: vendorOf(product).name,
    description: product.description,
    priceCents: product.priceCents,
    offer: product.offer,
    url: product.url,
    imageUrl: `${marketplaceImagePath}/${product.image}`,
    imageAlt: product.imageAlt,
  });
  return {
    productsOf(category: MarketplaceCategory): MarketplaceProductView[] {
      return catalog.products.filter((p) => p.categories.includes(category)).map(toView);
    },
    /** The product shown on that page, with its vendor, or null. */
    findProduct(category: MarketplaceCategory, id: string) {
      const product = catalog.products.find((p) => p.id === id && p.categories.includes(category));
      return product ? { product, vendor: vendorOf(product) } : null;
    },
    hasImage(file: string): boolean {
      return catalog.products.some((p) => p.image === file);
    },
  };
}

export type MarketplaceCatalogService = ReturnType<typeof createMarketplaceCatalog>;
