import { computeStoreFeeCents } from '../rules/store-fees.ts';

/**
 * An order's arithmetic (docs/decisions/026-store-money-flow.md). All amounts are integer cents.
 *
 * - Items: unit price × quantity per line.
 * - Shipping: the largest per-order rate among the shippable lines (charged once, however many
 *   products carry one) plus each shippable line's per-item rate × quantity.
 * - Tax: the store's rate in basis points on the taxable lines' subtotal (shipping is not taxed),
 *   rounded half up to the cent.
 * - Fee: the store fee table on the item subtotal, per order; paid by the club out of what it
 *   receives, never added to the buyer's total.
 */
export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
  taxable: boolean;
  shippable: boolean;
  shippingPerOrderCents: number;
  shippingPerItemCents: number;
}

export interface OrderAmounts {
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  /** What the buyer pays. */
  totalCents: number;
  /** The platform's fee (application fee), from the item subtotal. */
  feeCents: number;
  /** What the club keeps: total − fee. */
  netCents: number;
}

/** 10000 basis points = 100%. */
export const maxTaxRateBasisPoints = 10_000;

export function lineTotalCents(line: Pick<PricedLine, 'unitPriceCents' | 'quantity'>): number {
  return line.unitPriceCents * line.quantity;
}

export function computeShippingCents(lines: readonly PricedLine[]): number {
  const shippable = lines.filter((line) => line.shippable && line.quantity > 0);
  const perOrder = Math.max(0, ...shippable.map((line) => line.shippingPerOrderCents));
  const perItem = shippable.reduce((sum, line) => sum + line.shippingPerItemCents * line.quantity, 0);
  return perOrder + perItem;
}

export function computeTaxCents(lines: readonly PricedLine[], taxRateBasisPoints: number): number {
  const taxable = lines.filter((line) => line.taxable).reduce((sum, line) => sum + lineTotalCents(line), 0);
  return Math.round((taxable * taxRateBasisPoints) / maxTaxRateBasisPoints);
}

export function computeOrderAmounts(lines: readonly PricedLine[], taxRateBasisPoints: number): OrderAmounts {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shippingCents = computeShippingCents(lines);
  const taxCents = computeTaxCents(lines, taxRateBasisPoints);
  const totalCents = subtotalCents + shippingCents + taxCents;
  const feeCents = computeStoreFeeCents(subtotalCents);
  return { subtotalCents, shippingCents, taxCents, totalCents, feeCents, netCents: totalCents - feeCents };
}

/** A store price with its cents: "$45.00", "$1,250.00", "-$5.00" (no Intl: public pages use it). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  return `${sign}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`;
}
