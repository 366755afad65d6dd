/**
 * A gallery's photos in the order its admin arranged them (the gallery's `photoIds`), then any
 * photo that order does not name, in the order given. The portal, the public gallery page and its
 * lightbox all show this order.
 */
export function sortInGalleryOrder<Photo extends { id: string }>(
  photos: readonly Photo[],
  photoIds: readonly string[],
): Photo[] {
  const position = new Map(photoIds.map((id, index) => [id, index]));
  const placeOf = (photo: Photo) => position.get(photo.id) ?? photoIds.length;
  return [...photos].sort((a, b) => placeOf(a) - placeOf(b));
}
