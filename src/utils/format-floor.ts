/** `1階`, `地下1階` (a basement is stored as -1, -2, …), or — for a space outside a building. */
export function formatFloor(floor: number | null): string {
  if (floor === null) return '—';
  return floor < 0 ? `地下${-floor}階` : `${floor}階`;
}
