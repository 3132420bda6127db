import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { ApplicationStatus } from '@/lib/model/application';

/** The badge tone of each state (the badge also says it in words and with a shape). */
export const applicationStatusTones: Record<ApplicationStatus, StatusBadgeTone> = {
  submitted: 'warning',
  approved: 'success',
  // As the space it holds (契約中 on the spaces screen): one state, one look.
  contracted: 'info',
  rejected: 'danger',
  cancelled: 'neutral',
  ended: 'neutral',
};
