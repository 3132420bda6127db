/** The first `capacity` items, and the ones that did not fit. */
export function splitByCapacity<T>(
  items: readonly T[],
  capacity: number,
): { accepted: T[]; refused: T[] } {
  const room = Math.max(0, capacity);
  return { accepted: items.slice(0, room), refused: items.slice(room) };
}
