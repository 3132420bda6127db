/** A space's floor: a number (地下 below 0), or null for a space outside any building. */
export type Floor = number | null;

/** The floors the spaces are on, lowest first; spaces outside a building (null) last. */
export function floorsOf(spaces: readonly { floor: Floor }[]): Floor[] {
  const floors = [...new Set(spaces.map((space) => space.floor))];
  return floors.sort((a, b) => (a === null ? 1 : b === null ? -1 : a - b));
}
