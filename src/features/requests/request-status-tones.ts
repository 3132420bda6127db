import type { StatusBadgeTone } from '@/components/ui/status-badge';
import type { RequestStatus } from '@/lib/model/request-status';

/** 未対応 stands out; the badge also says the state in words and with a shape. */
export const requestStatusTones: Record<RequestStatus, StatusBadgeTone> = {
  new: 'warning',
  in_progress: 'info',
  done: 'success',
};
