import type { ImagePurpose } from './media-asset.ts';

/**
 * The size variants of a stored image (spec part 1 §9 "image sizes"). Each is kept as JPEG (or PNG
 * when the picture has transparency) with a WebP twin, and none is ever larger than its source.
 */
export const imageVariants = [
  /** The master: the whole picture, longest side at most 2400 px. Every other variant is made from it. */
  'image',
  /** Library thumbnail: 300x300, cropped to fill, always JPEG. */
  'thumb',
  /** Feature images: 1600x900, cropped to fill. */
  'feature',
  /** Banners: 1600x700, cropped to fill. */
  'banner',
  /** The logo itself: at most 1024 high. */
  'logo',
  /** The logo size variants logo1..logo4 of the team record. */
  'logo32',
  'logo196',
  'logo512',
  'logo1024',
] as const;
export type ImageVariant = (typeof imageVariants)[number];

/**
 * How a variant is sized: `cover` crops to the exact box (centred), `inside` keeps the whole
 * picture within the bounds given (a missing bound is unlimited).
 */
export type ImageVariantSpec =
  | { fit: 'cover'; width: number; height: number }
  | { fit: 'inside'; maxWidth?: number; maxHeight?: number };

export const imageVariantSpecs: Record<ImageVariant, ImageVariantSpec> = {
  image: { fit: 'inside', maxWidth: 2400, maxHeight: 2400 },
  thumb: { fit: 'cover', width: 300, height: 300 },
  feature: { fit: 'cover', width: 1600, height: 900 },
  banner: { fit: 'cover', width: 1600, height: 700 },
  logo: { fit: 'inside', maxHeight: 1024 },
  logo32: { fit: 'inside', maxHeight: 32 },
  logo196: { fit: 'inside', maxHeight: 196 },
  logo512: { fit: 'inside', maxHeight: 512 },
  logo1024: { fit: 'inside', maxHeight: 1024 },
};

/**
 * Variants made at upload, by purpose; any other is made from the master the first time a slot
 * uses it (an image uploaded as a feature can become a banner without uploading it again).
 */
export const eagerImageVariants: Record<ImagePurpose, readonly ImageVariant[]> = {
  image: ['image', 'thumb'],
  feature: ['image', 'thumb', 'feature'],
  banner: ['image', 'thumb', 'banner'],
  logo: ['image', 'thumb', 'logo', 'logo32', 'logo196', 'logo512', 'logo1024'],
};

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of a variant made from a source of the given size. Never enlarges: a source smaller
 * than a `cover` box gives the largest box of that shape it holds; a source within `inside`
 * bounds keeps its size. Sides are whole pixels, at least 1.
 */
export function planImageVariantSize(source: ImageSize, variant: ImageVariant): ImageSize {
  const spec = imageVariantSpecs[variant];
  if (spec.fit === 'cover') {
    const scale = Math.min(source.width / spec.width, source.height / spec.height, 1);
    return scaleSize({ width: spec.width, height: spec.height }, scale);
  }
  const scale = Math.min(
    spec.maxWidth ? spec.maxWidth / source.width : 1,
    spec.maxHeight ? spec.maxHeight / source.height : 1,
    1,
  );
  return scaleSize(source, scale);
}

function scaleSize(size: ImageSize, scale: number): ImageSize {
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
