import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  describeVariant,
  listVariantCombinations,
  productLimits,
  productMessages,
  type StoreProduct,
  storedImageSchema,
  variantKey,
} from '@sideline/domain';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { ProductPicturesField } from './product-pictures-field.tsx';

export const productsSection: ContentSectionConfig = {
  key: 'products',
  apiPath: '/api/store-admin/products',
  basePath: '/portal/store/products',
  entity: 'product',
  singular: 'product',
  messages: productMessages,
};

/** Dollars as typed ("45", "45.50") → cents; the server's schema answers a bad price. */
const toCents = (dollars: string) => Math.round(Number(dollars || '0') * 100);
const toDollars = (cents: number) => (cents / 100).toFixed(2);
const splitValues = (text: string) =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

const variantRowSchema = z.object({
  id: z.string().optional(),
  optionValues: z.record(z.string(), z.string()),
  price: z.string(),
  sku: z.string(),
  /** '' for unlimited. */
  inventory: z.string(),
});
const productFormSchema = z.object({
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** In order; the first is the main picture (the product's feature image). */
  pictures: z.array(storedImageSchema),
  sizes: z.string(),
  colors: z.string(),
  variants: z.array(variantRowSchema),
  taxable: z.boolean(),
  shippable: z.boolean(),
  shippingPerOrder: z.string(),
  shippingPerItem: z.string(),
  weightLb: z.string(),
  featured: z.boolean(),
  isPublic: z.boolean(),
  available: z.boolean(),
});
type ProductFormValues = z.input<typeof productFormSchema>;
const fieldNames = ['name', 'description', 'category', 'pictures', 'taxable', 'variants'] as const;

const optionText = (product: StoreProduct | null, title: string) =>
  product?.options.find((o) => o.title === title)?.values.join(', ') ?? '';

const toFormValues = (product: StoreProduct | null): ProductFormValues => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  category: product?.category ?? '',
  pictures: product ? [product.featureImage, ...product.images].filter((image) => image.file !== '') : [],
  sizes: optionText(product, 'Size'),
  colors: optionText(product, 'Color'),
  variants: (product?.variants ?? [{ optionValues: {}, priceCents: 0, sku: '', inventory: null }]).map(
    (v) => ({
      ...('id' in v ? { id: v.id } : {}),
      optionValues: v.optionValues,
      price: toDollars(v.priceCents),
      sku: v.sku,
      inventory: v.inventory === null ? '' : String(v.inventory),
    }),
  ),
  taxable: product?.taxable ?? false,
  shippable: product?.shippable ?? true,
  shippingPerOrder: toDollars(product?.shippingPerOrderCents ?? 0),
  shippingPerItem: toDollars(product?.shippingPerItemCents ?? 0),
  weightLb: String(product?.weightLb ?? 0),
  featured: product?.featured ?? false,
  isPublic: product?.isPublic ?? true,
  available: product?.available ?? true,
});

function optionsOf(values: Pick<ProductFormValues, 'sizes' | 'colors'>) {
  return [
    { title: 'Size', values: splitValues(values.sizes) },
    { title: 'Color', values: splitValues(values.colors) },
  ].filter((option) => option.values.length > 0);
}

const toInput = (values: ProductFormValues) => ({
  name: values.name,
  description: values.description,
  category: values.category,
  featureImage: values.pictures[0]?.file ?? '',
  images: values.pictures.slice(1).map((picture) => picture.file),
  options: optionsOf(values),
  variants: values.variants.map((v) => ({
    ...(v.id ? { id: v.id } : {}),
    optionValues: v.optionValues,
    priceCents: toCents(v.price),
    sku: v.sku,
    inventory: v.inventory.trim() === '' ? null : Number(v.inventory),
  })),
  taxable: values.taxable,
  shippable: values.shippable,
  shippingPerOrderCents: toCents(values.shippingPerOrder),
  shippingPerItemCents: toCents(values.shippingPerItem),
  weightLb: Number(values.weightLb || '0'),
  featured: values.featured,
  isPublic: values.isPublic,
  available: values.available,
});

/** /portal/store/products: merchandise with sizes and colors, each variant priced and stocked. */
export function ProductsPage() {
  return (
    <ContentSectionPage<StoreProduct>
      config={productsSection}
      section="Store"
      title="Products"
      description="Merchandise with prices, sizes, shipping and stock."
      listLabel="Products"
      newLabel="New product"
      renderEditor={(product) => <ProductForm product={product} />}
    />
  );
}

function ProductForm({ product }: { product: StoreProduct | null }) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: toFormValues(product),
  });
  const editor = useContentEditor({
    config: productsSection,
    record: product,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput,
  });
  const { control, setValue, getValues } = form;
  const [sizes, colors, shippable, variants] = useWatch({
    control,
    name: ['sizes', 'colors', 'shippable', 'variants'],
  });

  // One variant row per combination of the options; a row keeps its price, SKU and stock by key.
  useEffect(() => {
    const current = new Map(getValues('variants').map((v) => [variantKey(v.optionValues), v]));
    const combinations = listVariantCombinations(optionsOf({ sizes, colors }));
    const next = combinations.map(
      (optionValues) =>
        current.get(variantKey(optionValues)) ?? {
          optionValues,
          price: getValues('variants')[0]?.price ?? '0.00',
          sku: '',
          inventory: '',
        },
    );
    const same =
      next.length === current.size && next.every((row) => current.get(variantKey(row.optionValues)) === row);
    if (!same) setValue('variants', next, { shouldDirty: true });
  }, [sizes, colors, getValues, setValue]);

  return (
    <ContentEditor heading={product ? product.name : 'New product'} formLabel="Product" editor={editor}>
      <FormTextField control={control} name="name" label="Title" required />
      <RichTextField control={control} name="description" label="Description" />
      <ProductPicturesField control={control} name="pictures" max={productLimits.images + 1} />
      <FormTextField
        control={control}
        name="category"
        label="Category"
        helperText="Groups products in your store"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="sizes"
          label="Sizes"
          placeholder="S, M, L, XL"
          helperText="Separate sizes with commas; leave empty for one size"
          fullWidth
        />
        <FormTextField
          control={control}
          name="colors"
          label="Colors"
          placeholder="Red, Navy"
          helperText="Separate colors with commas"
          fullWidth
        />
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Variants: price, SKU and stock">
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell>Price ($)</TableCell>
              <TableCell>SKU</TableCell>
              <TableCell>In stock</TableCell>
              <TableCell>Sold</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {variants.map((variant, index) => {
              const label = describeVariant(variant.optionValues) || 'One size';
              const sold = product?.variants.find((v) => v.id === variant.id)?.sold ?? 0;
              return (
                <TableRow key={variantKey(variant.optionValues)}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <FormTextField
                      control={control}
                      name={`variants.${index}.price`}
                      label={`Price of ${label}`}
                      size="small"
                      inputMode="decimal"
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <FormTextField
                      control={control}
                      name={`variants.${index}.sku`}
                      label={`SKU of ${label}`}
                      size="small"
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    <FormTextField
                      control={control}
                      name={`variants.${index}.inventory`}
                      label={`Stock of ${label}`}
                      placeholder="Unlimited"
                      size="small"
                      inputMode="numeric"
                    />
                  </TableCell>
                  <TableCell>{sold}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary">
          Leave the stock empty for unlimited (made to order).
        </Typography>
      </Box>
      <FormCheckbox control={control} name="shippable" label="Shipped to the buyer" />
      {shippable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="shippingPerOrder"
            label="Shipping per order ($)"
            inputMode="decimal"
          />
          <FormTextField
            control={control}
            name="shippingPerItem"
            label="Shipping per item ($)"
            inputMode="decimal"
          />
          <FormTextField control={control} name="weightLb" label="Weight (lb)" inputMode="decimal" />
        </Stack>
      ) : null}
      <FormCheckbox
        control={control}
        name="taxable"
        label={
          product
            ? `Taxable: ${product.taxable ? 'yes' : 'no'} (fixed once saved)`
            : 'Taxable (cannot change once saved)'
        }
      />
      <FormCheckbox control={control} name="featured" label="Featured in your store" />
      <FormCheckbox
        control={control}
        name="isPublic"
        label="Public (private products are hidden from the store)"
      />
      <FormCheckbox control={control} name="available" label="Available to buy" />
    </ContentEditor>
  );
}
