import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { SpaceStatus } from '@/lib/model/space';

/** The badge tone of each state (the badge also says it in words and with a shape). */
export const spaceStatusTones: Record<SpaceStatus, StatusBadgeTone> = {
  available: 'success',
  reserved: 'warning',
  occupied: 'info',
  unavailable: 'neutral',
  held: 'warning',
};
