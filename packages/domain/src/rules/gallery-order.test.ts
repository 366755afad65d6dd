import { describe, expect, it } from 'vitest';
import { sortInGalleryOrder } from './gallery-order.ts';

const photo = (id: string) => ({ id });

describe('sortInGalleryOrder', () => {
  it('puts the photos in the arranged order', () => {
    expect(
      sortInGalleryOrder([photo('a'), photo('b'), photo('c')], ['c', 'a', 'b']).map((p) => p.id),
    ).toEqual(['c', 'a', 'b']);
  });

  it('keeps photos the order does not name after the others, as they came', () => {
    expect(
      sortInGalleryOrder([photo('x'), photo('a'), photo('y'), photo('b')], ['b', 'a']).map((p) => p.id),
    ).toEqual(['b', 'a', 'x', 'y']);
  });

  it('ignores ids of photos that are gone', () => {
    expect(sortInGalleryOrder([photo('a'), photo('b')], ['gone', 'b', 'a']).map((p) => p.id)).toEqual([
      'b',
      'a',
    ]);
  });
});
