import type { MediaCrop } from '@sideline/domain';
import type { PercentCrop } from 'react-image-crop';

/**
 * The crop drawn on the screen (in percent of the picture) as a rectangle in the picture's own
 * pixels, which the server cuts out; undefined when it keeps the whole picture (or nothing).
 */
export function toSourceCrop(
  crop: PercentCrop,
  naturalWidth: number,
  naturalHeight: number,
): MediaCrop | undefined {
  const left = Math.max(0, Math.round((crop.x / 100) * naturalWidth));
  const top = Math.max(0, Math.round((crop.y / 100) * naturalHeight));
  const right = Math.min(naturalWidth, Math.round(((crop.x + crop.width) / 100) * naturalWidth));
  const bottom = Math.min(naturalHeight, Math.round(((crop.y + crop.height) / 100) * naturalHeight));
  const rectangle = { x: left, y: top, width: right - left, height: bottom - top };
  if (rectangle.width < 1 || rectangle.height < 1) return undefined;
  if (rectangle.width === naturalWidth && rectangle.height === naturalHeight) return undefined;
  return rectangle;
}
