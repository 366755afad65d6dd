import { noStoredImage } from '@sideline/domain';
import { products, productVariants } from '../../db/schema/store.ts';
import { seedRowBase, type TeamSeedPart } from '../teams/team-seed-part.ts';

/**
 * A demo team's products (domain buildDemoStoreContent) with their variants, each with its price,
 * SKU and stock, and their seed images. Two statements whatever the catalogue's size. A real team
 * starts with no products.
 */
export const storeAdminSeeding: TeamSeedPart = {
  area: 'store-admin',
  after: ['teams'],
  async seed(tx, scope, context) {
    const catalogue = context.demoStore?.products ?? [];
    if (catalogue.length === 0) return;
    const { ids, images } = context;
    const base = seedRowBase(scope, context);
    await tx.insert(products).values(
      catalogue.map((product) => ({
        ...base,
        id: ids.idOf(product.key),
        urlId: product.urlId,
        name: product.name,
        description: product.description,
        category: product.category,
        priceCents: Math.min(...product.variants.map((variant) => variant.priceCents)),
        featureImage: images.products.get(product.key) ?? noStoredImage,
        options: product.options.map((option, index) => ({
          id: ids.idOf(`${product.key}-option-${index + 1}`),
          ...option,
        })),
        taxable: product.taxable,
        shippable: product.shippable,
        shippingPerOrderCents: product.shippingPerOrderCents,
        shippingPerItemCents: product.shippingPerItemCents,
        weightLb: product.weightLb,
        featured: product.featured,
      })),
    );
    await tx.insert(productVariants).values(
      catalogue.flatMap((product) =>
        product.variants.map((variant, position) => ({
          teamId: scope.teamId,
          productId: ids.idOf(product.key),
          ...variant,
          position,
        })),
      ),
    );
  },
};
