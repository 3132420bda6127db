import type { StatusBadgeTone } from '@/components/admin/status-badge';
import type { ApplicationStatus } from '@/lib/model/application';

/** The badge tone of each state (the badge also says it in words and with a shape). */
export const applicationStatusTones: Record<ApplicationStatus, StatusBadgeTone> = {
  submitted: 'warning',
  approved: 'info',
  contracted: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  ended: 'neutral',
};
