import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';
import { mailStateLabels } from '../../mail-labels';

const tones: Record<string, StatusBadgeTone> = {
  PENDING: 'info',
  PROCESSING: 'info',
  RETRY: 'info',
  SUCCESS: 'success',
  ERROR: 'danger',
};

/** A message's delivery.state as a badge: 送信待ち, 送信中, 再送待ち, 送信済み or エラー. */
export function MailStateBadge({ state }: { state: string }) {
  return (
    <StatusBadge tone={tones[state] ?? 'neutral'}>{mailStateLabels[state] ?? state}</StatusBadge>
  );
}
