import { describe, expect, it } from 'vitest';
import { computeRatio, formatSavePercentage } from './ratios.ts';

describe('ratios', () => {
  it('rounds to the asked decimals and has no ratio without attempts', () => {
    expect(computeRatio(2, 3, 2)).toBe(0.67);
    expect(computeRatio(25, 26, 3)).toBe(0.962);
    expect(computeRatio(0, 0, 2)).toBeNull();
  });

  it('writes save percentage without the leading zero', () => {
    expect(formatSavePercentage(0.923)).toBe('.923');
    expect(formatSavePercentage(1)).toBe('1.000');
    expect(formatSavePercentage(null)).toBe('-');
  });
});
