import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { BillState } from '#shared/model/bill.js';

/** The badge of each state (the badge also says it in words and with a shape). */
export const billStatusTones: Record<BillState, StatusBadgeTone> = {
  unpaid: 'warning',
  partial: 'info',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};
