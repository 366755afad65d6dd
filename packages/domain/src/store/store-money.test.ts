import { describe, expect, it } from 'vitest';
import { computeOrderAmounts, formatCents, type PricedLine } from './store-money.ts';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  unitPriceCents: 1000,
  quantity: 1,
  taxable: false,
  shippable: false,
  shippingPerOrderCents: 0,
  shippingPerItemCents: 0,
  ...over,
});

describe('computeOrderAmounts', () => {
  it.each([
    [24_999, 2550],
    [25_000, 1925],
    [54_998, 4175],
    [54_999, 2250],
    [55_000, 2250],
  ])('takes the fee table at the boundary: %i cents → fee %i', (subtotal, fee) => {
    const amounts = computeOrderAmounts([line({ unitPriceCents: subtotal })], 0);
    expect(amounts.feeCents).toBe(fee);
    expect(amounts.netCents).toBe(subtotal - fee);
  });

  it('charges the largest per-order rate once plus per-item rates, and taxes only taxable items', () => {
    const amounts = computeOrderAmounts(
      [
        line({
          unitPriceCents: 4500,
          quantity: 2,
          taxable: true,
          shippable: true,
          shippingPerOrderCents: 500,
          shippingPerItemCents: 100,
        }),
        line({ unitPriceCents: 2000, shippable: true, shippingPerOrderCents: 800 }),
        line({ unitPriceCents: 12_500 }),
      ],
      825,
    );
    expect(amounts).toEqual({
      subtotalCents: 23_500,
      shippingCents: 800 + 200,
      taxCents: 743,
      totalCents: 23_500 + 1000 + 743,
      feeCents: 2400,
      netCents: 23_500 + 1000 + 743 - 2400,
    });
  });

  it('is the fee on the items only: shipping and tax never raise it', () => {
    const withExtras = computeOrderAmounts(
      [line({ unitPriceCents: 24_999, taxable: true, shippable: true, shippingPerOrderCents: 5000 })],
      1000,
    );
    expect(withExtras.feeCents).toBe(2550);
  });
});

describe('formatCents', () => {
  it('writes dollars with cents and thousands', () => {
    expect(formatCents(4500)).toBe('$45.00');
    expect(formatCents(125_000)).toBe('$1,250.00');
    expect(formatCents(-500)).toBe('-$5.00');
  });
});
