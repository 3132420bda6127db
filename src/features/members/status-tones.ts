import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { ApplicationStatus } from '@/lib/model/application';
import type { BillState } from '#shared/model/bill.js';

/** Badge tones of an application's and a bill's states (each badge also says it in words). */
export const applicationTones: Record<ApplicationStatus, StatusBadgeTone> = {
  submitted: 'warning',
  approved: 'info',
  contracted: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  ended: 'neutral',
};

export const billTones: Record<BillState, StatusBadgeTone> = {
  unpaid: 'warning',
  partial: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};
