/** A gallery holds at most 20 photos (spec part 2 §5 and §9). */
export const maxGalleryPhotos = 20;

export const galleryFullMessage = `A gallery can hold at most ${maxGalleryPhotos} photos. Remove some, or start a new gallery.`;

export function countFreeGallerySlots(photoCount: number): number {
  return Math.max(0, maxGalleryPhotos - photoCount);
}

export function canAddGalleryPhotos(photoCount: number, adding: number): boolean {
  return adding <= countFreeGallerySlots(photoCount);
}
