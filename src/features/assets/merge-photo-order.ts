/**
 * The photo order on screen: the order staff arranged (`draft`) for the photos still stored,
 * then stored photos the draft does not know yet (just uploaded) in their stored order. So an
 * upload or a deletion while a new order is unsaved keeps that order instead of resetting it.
 */
export function mergePhotoOrder(draft: readonly string[], stored: readonly string[]): string[] {
  const storedSet = new Set(stored);
  const kept = draft.filter((path, index) => storedSet.has(path) && draft.indexOf(path) === index);
  const keptSet = new Set(kept);
  return [...kept, ...stored.filter((path) => !keptSet.has(path))];
}
