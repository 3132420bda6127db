import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { BillingStatus } from '@/lib/model/billing';

/** The badge of each state (the badge also says it in words and with a shape). */
export const billStatusTones: Record<BillingStatus, StatusBadgeTone> = {
  unpaid: 'warning',
  paid: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
};
