import { describe, expect, it } from 'vitest';
import { formatDollars } from './marketing-constants.ts';

describe('formatDollars', () => {
  it('writes whole dollars with thousands separators', () => {
    expect(formatDollars(20000)).toBe('$200');
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(123456700)).toBe('$1,234,567');
    expect(formatDollars(-500000)).toBe('$-5,000');
  });

  it('writes cents with two decimals', () => {
    expect(formatDollars(50)).toBe('$0.50');
    expect(formatDollars(1999)).toBe('$19.99');
  });
});
