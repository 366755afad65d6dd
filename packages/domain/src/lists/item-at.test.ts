import { describe, expect, it } from 'vitest';
import { itemAt } from './item-at.ts';

describe('itemAt', () => {
  it('returns the item at a valid index, undefined items included', () => {
    expect(itemAt(['a', 'b'], 1)).toBe('b');
    expect(itemAt([undefined, 'b'], 0)).toBeUndefined();
  });

  it('throws for an index outside the list', () => {
    expect(() => itemAt(['a'], 1)).toThrow(RangeError);
    expect(() => itemAt([], 0)).toThrow('No item at index 0 of a list of 0');
    expect(() => itemAt(['a'], -1)).toThrow(RangeError);
  });
});
