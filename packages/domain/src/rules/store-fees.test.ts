import { describe, expect, it } from 'vitest';
import { computeStoreFeeCents, computeStorePayoutCents, findStoreFeeTier } from './store-fees.ts';

describe('store fees', () => {
  it('charges 10% plus 50 cents up to $249.99', () => {
    expect(computeStoreFeeCents(1)).toBe(50);
    expect(computeStoreFeeCents(1000)).toBe(150);
    expect(computeStoreFeeCents(24_999)).toBe(2500 + 50); // 2499.9 rounds to 2500
    expect(findStoreFeeTier(24_999).label).toBe('10%');
  });

  it('charges 7.5% plus 50 cents above $249.99', () => {
    expect(findStoreFeeTier(25_000).label).toBe('7.5%');
    expect(computeStoreFeeCents(25_000)).toBe(1875 + 50);
    expect(computeStoreFeeCents(25_001)).toBe(1875 + 50); // 1875.075
    expect(computeStoreFeeCents(54_998)).toBe(4125 + 50); // 4124.85
  });

  it('charges 4% plus 50 cents at or above $549.99', () => {
    expect(findStoreFeeTier(54_998).label).toBe('7.5%');
    expect(findStoreFeeTier(54_999).label).toBe('4%');
    expect(computeStoreFeeCents(54_999)).toBe(2200 + 50); // 2199.96
    expect(computeStoreFeeCents(55_000)).toBe(2200 + 50);
    expect(computeStoreFeeCents(1_000_000)).toBe(40_000 + 50);
  });

  it('rounds half a cent up', () => {
    expect(computeStoreFeeCents(25_020)).toBe(1877 + 50); // 1876.5
    expect(computeStoreFeeCents(5)).toBe(1 + 50); // 0.5
  });

  it('charges nothing for a zero amount and refuses non-cent amounts', () => {
    expect(computeStoreFeeCents(0)).toBe(0);
    expect(() => computeStoreFeeCents(-1)).toThrow(RangeError);
    expect(() => computeStoreFeeCents(10.5)).toThrow(RangeError);
    expect(() => computeStoreFeeCents(Number.NaN)).toThrow(RangeError);
  });

  it('pays out the rest', () => {
    expect(computeStorePayoutCents(10_000)).toBe(10_000 - 1050);
  });
});
