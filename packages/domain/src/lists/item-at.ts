/**
 * The item at an index the caller has made valid (a position in a parallel list, a remainder of the
 * list's length, a fixed entry of a constant list). A miss is a bug, so it throws instead of handing
 * `undefined` on.
 */
export function itemAt<T>(items: readonly T[], index: number): T {
  if (index < 0 || index >= items.length) {
    throw new RangeError(`No item at index ${index} of a list of ${items.length}`);
  }
  return items[index] as T;
}
