import { describe, expect, it } from 'vitest';
import { eagerImageVariants, imageVariants, planImageVariantSize } from './image-variants.ts';
import { imagePurposes } from './media-asset.ts';

describe('image variant sizes', () => {
  it('keeps the whole master within 2400 px on its longest side, never enlarged', () => {
    expect(planImageVariantSize({ width: 6000, height: 4000 }, 'image')).toEqual({
      width: 2400,
      height: 1600,
    });
    expect(planImageVariantSize({ width: 3000, height: 4500 }, 'image')).toEqual({
      width: 1600,
      height: 2400,
    });
    expect(planImageVariantSize({ width: 800, height: 600 }, 'image')).toEqual({ width: 800, height: 600 });
  });

  it('crops feature images, banners and thumbnails to their exact box', () => {
    expect(planImageVariantSize({ width: 4000, height: 3000 }, 'feature')).toEqual({
      width: 1600,
      height: 900,
    });
    expect(planImageVariantSize({ width: 2400, height: 2400 }, 'banner')).toEqual({
      width: 1600,
      height: 700,
    });
    expect(planImageVariantSize({ width: 640, height: 480 }, 'thumb')).toEqual({ width: 300, height: 300 });
  });

  it('gives a small source the largest box of the same shape it holds, rather than enlarging it', () => {
    expect(planImageVariantSize({ width: 800, height: 800 }, 'feature')).toEqual({ width: 800, height: 450 });
    expect(planImageVariantSize({ width: 1600, height: 350 }, 'banner')).toEqual({ width: 800, height: 350 });
    expect(planImageVariantSize({ width: 120, height: 90 }, 'thumb')).toEqual({ width: 90, height: 90 });
  });

  it('sizes logos by height (32, 196, 512, 1024), whatever their width, never enlarged', () => {
    const wide = { width: 3000, height: 1500 };
    expect(planImageVariantSize(wide, 'logo32')).toEqual({ width: 64, height: 32 });
    expect(planImageVariantSize(wide, 'logo196')).toEqual({ width: 392, height: 196 });
    expect(planImageVariantSize(wide, 'logo512')).toEqual({ width: 1024, height: 512 });
    expect(planImageVariantSize(wide, 'logo1024')).toEqual({ width: 2048, height: 1024 });
    expect(planImageVariantSize(wide, 'logo')).toEqual({ width: 2048, height: 1024 });
    const small = { width: 300, height: 400 };
    expect(planImageVariantSize(small, 'logo512')).toEqual(small);
    expect(planImageVariantSize(small, 'logo196')).toEqual({ width: 147, height: 196 });
  });

  it('never answers a side of 0 pixels', () => {
    expect(planImageVariantSize({ width: 2400, height: 10 }, 'logo32')).toEqual({ width: 2400, height: 10 });
    expect(planImageVariantSize({ width: 2400, height: 1 }, 'thumb')).toEqual({ width: 1, height: 1 });
    expect(planImageVariantSize({ width: 5000, height: 2 }, 'image')).toEqual({ width: 2400, height: 1 });
  });

  it('makes the master and the thumbnail at every upload, and the variants of its purpose', () => {
    for (const purpose of imagePurposes) {
      expect(eagerImageVariants[purpose].slice(0, 2)).toEqual(['image', 'thumb']);
      for (const variant of eagerImageVariants[purpose]) expect(imageVariants).toContain(variant);
    }
    expect(eagerImageVariants.logo).toEqual([
      'image',
      'thumb',
      'logo',
      'logo32',
      'logo196',
      'logo512',
      'logo1024',
    ]);
    expect(eagerImageVariants.banner).toContain('banner');
    expect(eagerImageVariants.feature).toContain('feature');
  });
});
