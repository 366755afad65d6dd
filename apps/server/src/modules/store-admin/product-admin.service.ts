import { randomUUID } from 'node:crypto';
import {
  buildUrlId,
  type ContentListQuery,
  type ContentListResponse,
  chooseFreeTeamSlug,
  formatCents,
  noStoredImage,
  type ProductInput,
  productAdminMessages,
  productMessages,
  type StoreProduct,
  variantKey,
} from '@sideline/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, invalidField } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { TeamScope } from '../../platform/tenant-scope.ts';
import { pageBySearch } from '../content-sections/content-list-page.ts';
import { findTeamSportsType } from '../content-sections/team-sports-type.ts';
import type { MediaService } from '../media/media.service.ts';
import {
  createStoreAdminRepository,
  type ProductRow,
  type ProductValues,
  type StoreAdminRepository,
  type VariantRow,
} from './store-admin.repository.ts';

/** "From $20.00 · 12 sold · Unavailable" */
function describeProductListing(row: ProductRow, variants: VariantRow[]): string {
  const prices = new Set(variants.map((v) => v.priceCents));
  const price = `${prices.size > 1 ? 'From ' : ''}${formatCents(row.priceCents)}`;
  const soldOut = variants.length > 0 && variants.every((v) => v.inventory !== null && v.inventory <= v.sold);
  return [price, `${row.quantitySold} sold`, soldOut ? 'Sold out' : '', row.available ? '' : 'Unavailable']
    .filter(Boolean)
    .join(' · ');
}

const notFound = () => new AppError('not_found', productMessages.notFound);

function toStoreProduct(row: ProductRow, variants: VariantRow[]): StoreProduct {
  return {
    id: row.id,
    urlId: row.urlId,
    name: row.name,
    description: row.description,
    category: row.category,
    featureImage: row.featureImage,
    images: row.images,
    options: row.options.map(({ title, values }) => ({ title, values })),
    variants: variants
      .filter((v) => v.productId === row.id)
      .map((v) => ({
        id: v.id,
        optionValues: v.optionValues,
        priceCents: v.priceCents,
        sku: v.sku,
        inventory: v.inventory,
        sold: v.sold,
      })),
    priceCents: row.priceCents,
    quantitySold: row.quantitySold,
    maxPerOrder: row.maxPerOrder,
    taxable: row.taxable,
    shippable: row.shippable,
    shippingPerOrderCents: row.shippingPerOrderCents,
    shippingPerItemCents: row.shippingPerItemCents,
    weightLb: row.weightLb,
    lengthIn: row.lengthIn,
    widthIn: row.widthIn,
    heightIn: row.heightIn,
    featured: row.featured,
    isPublic: row.isPublic,
    available: row.available,
  };
}

/**
 * Store → Products (issue 22): products with options and variants, each variant with its own
 * price, SKU and stock. The description is sanitised as articles' content is; images go through
 * the media library; taxable is fixed once saved; a product that sold is never deleted.
 */
export function createProductAdminService(deps: { db: Db; media: MediaService }) {
  const repositoryOf = (scope: TeamScope, db: DbOrTx = deps.db) => createStoreAdminRepository(db, scope);

  async function read(repository: StoreAdminRepository, id: string): Promise<StoreProduct> {
    const row = await repository.findProduct(id);
    if (!row) throw notFound();
    return toStoreProduct(row, await repository.listVariants([id]));
  }

  async function buildValues(scope: TeamScope, input: ProductInput, stored: ProductRow | null) {
    const repository = repositoryOf(scope);
    const taken = (await repository.listUrlIds()).filter((urlId) => urlId !== stored?.urlId);
    const urlId = input.urlId || stored?.urlId || chooseFreeTeamSlug(buildUrlId(input.name), taken);
    if (taken.includes(urlId)) throw invalidField('urlId', productAdminMessages.addressTaken);
    // The portal reorders pictures freely (the first is the feature image): a saved picture is
    // found wherever it was, so moving it costs no new variant.
    const storedImages = stored ? [stored.featureImage, ...stored.images] : [];
    const storedImageOf = (file: string) =>
      storedImages.find((image) => image.file !== '' && image.file === file) ?? noStoredImage;
    const featureImage = await deps.media.resolveImageSlot(
      scope,
      input.featureImage,
      storedImageOf(input.featureImage),
      'feature',
      { field: 'featureImage' },
    );
    const images = await Promise.all(
      input.images.map((file, index) =>
        deps.media.resolveImageSlot(scope, file, storedImageOf(file), 'feature', {
          field: `images.${index}`,
        }),
      ),
    );
    const values: Omit<ProductValues, 'sportsType'> = {
      urlId,
      name: input.name,
      description: sanitizeRichText(input.description ?? ''),
      category: input.category,
      featureImage,
      images: images.filter((image) => image.file !== ''),
      options: input.options.map((option) => ({
        id: stored?.options.find((o) => o.title === option.title)?.id ?? randomUUID(),
        title: option.title,
        values: option.values,
      })),
      priceCents: Math.min(...input.variants.map((v) => v.priceCents)),
      maxPerOrder: input.maxPerOrder,
      taxable: input.taxable,
      shippable: input.shippable,
      shippingPerOrderCents: input.shippingPerOrderCents,
      shippingPerItemCents: input.shippingPerItemCents,
      weightLb: input.weightLb,
      lengthIn: input.lengthIn,
      widthIn: input.widthIn,
      heightIn: input.heightIn,
      featured: input.featured,
      isPublic: input.isPublic,
      available: input.available,
    };
    return values;
  }

  /** Saves the variants as given: known ids updated, new combinations added, the rest retired. */
  async function saveVariants(
    repository: StoreAdminRepository,
    productId: string,
    input: ProductInput,
    existing: VariantRow[],
  ): Promise<void> {
    const byId = new Map(existing.map((v) => [v.id, v]));
    const byKey = new Map(existing.map((v) => [variantKey(v.optionValues), v]));
    const kept = new Set<string>();
    for (const [position, variant] of input.variants.entries()) {
      const match =
        (variant.id ? byId.get(variant.id) : undefined) ?? byKey.get(variantKey(variant.optionValues));
      const values = {
        optionValues: variant.optionValues,
        priceCents: variant.priceCents,
        sku: variant.sku,
        inventory: variant.inventory,
        position,
      };
      if (match && !kept.has(match.id)) {
        kept.add(match.id);
        await repository.updateVariant(match.id, values);
      } else {
        await repository.insertVariant(productId, values);
      }
    }
    for (const variant of existing) {
      if (!kept.has(variant.id)) await repository.updateVariant(variant.id, { deleted: true });
    }
  }

  return {
    /** The list pane: name, price (from the cheapest variant), stock state and sales. */
    async list(scope: TeamScope, query: ContentListQuery): Promise<ContentListResponse> {
      const repository = repositoryOf(scope);
      const rows = await repository.listProducts();
      const { page, total, nextCursor } = pageBySearch(rows, query, (row) => `${row.name} ${row.category}`);
      const variants = await repository.listVariants(page.map((r) => r.id));
      return {
        items: page.map((row) => ({
          id: row.id,
          title: row.name,
          subtitle: describeProductListing(
            row,
            variants.filter((v) => v.productId === row.id),
          ),
          imageLink: row.featureImage.link,
          published: row.isPublic,
        })),
        total,
        nextCursor,
      };
    },

    get: (scope: TeamScope, id: string) => read(repositoryOf(scope), id),

    async create(scope: TeamScope, input: ProductInput): Promise<StoreProduct> {
      const values = await buildValues(scope, input, null);
      const sportsType = await findTeamSportsType(deps.db, scope);
      const id = await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.insertProduct({ ...values, sportsType });
        await saveVariants(repository, row.id, input, []);
        return row.id;
      });
      return read(repositoryOf(scope), id);
    },

    async update(scope: TeamScope, id: string, input: ProductInput): Promise<StoreProduct> {
      const stored = await repositoryOf(scope).findProduct(id);
      if (!stored) throw notFound();
      // Spec part 2 §4: taxable cannot change once the product is saved.
      if (input.taxable !== stored.taxable) throw invalidField('taxable', productMessages.taxableFixed);
      const values = await buildValues(scope, input, stored);
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        if (!(await repository.findProduct(id, true))) throw notFound();
        await repository.updateProduct(id, values);
        await saveVariants(repository, id, input, await repository.listVariants([id]));
      });
      return read(repositoryOf(scope), id);
    },

    /** Spec part 2 §8: a product that has sold cannot be deleted; it can be made private instead. */
    async remove(scope: TeamScope, id: string): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const repository = repositoryOf(scope, tx);
        const row = await repository.findProduct(id, true);
        if (!row) throw notFound();
        const sold = Math.max(row.quantitySold, await repository.unitsSold(id));
        if (sold > 0) throw new AppError('conflict', productMessages.sold(sold));
        await repository.softDeleteProduct(id);
      });
    },
  };
}

export type ProductAdminService = ReturnType<typeof createProductAdminService>;
