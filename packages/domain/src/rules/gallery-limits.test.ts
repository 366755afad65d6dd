import { describe, expect, it } from 'vitest';
import { canAddGalleryPhotos, countFreeGallerySlots, maxGalleryPhotos } from './gallery-limits.ts';

describe('gallery limits', () => {
  it('holds at most 20 photos', () => {
    expect(maxGalleryPhotos).toBe(20);
    expect(countFreeGallerySlots(0)).toBe(20);
    expect(countFreeGallerySlots(25)).toBe(0);
    expect(canAddGalleryPhotos(19, 1)).toBe(true);
    expect(canAddGalleryPhotos(19, 2)).toBe(false);
    expect(canAddGalleryPhotos(20, 1)).toBe(false);
    expect(canAddGalleryPhotos(0, 20)).toBe(true);
  });
});
