import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { SpaceStatus } from '@/lib/model/space';

/** `1階`, `地下1階`, or — for a space outside a building. */
export function formatFloor(floor: number | null): string {
  if (floor === null) return '—';
  return floor < 0 ? `地下${-floor}階` : `${floor}階`;
}

/** The badge tone of each state (the badge also says it in words and with a shape). */
export const spaceStatusTones: Record<SpaceStatus, StatusBadgeTone> = {
  available: 'success',
  reserved: 'warning',
  occupied: 'info',
  unavailable: 'neutral',
};
