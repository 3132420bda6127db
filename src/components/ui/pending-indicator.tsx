import { useDelayedFlag } from '@/hooks/use-delayed-flag';
import './pending-indicator.css';

/** Spec section 9: async-component loading delay. */
export const pendingDelayMs = 200;

export type PendingIndicatorProps = {
  /** Whether something is loading; the indicator appears once this has lasted `delayMs`. */
  active: boolean;
  delayMs?: number;
};

/** A thin bar at the top of the screen with a spoken 読み込み中…, only for slow loads. */
export function PendingIndicator({ active, delayMs = pendingDelayMs }: PendingIndicatorProps) {
  const visible = useDelayedFlag(active, delayMs);
  if (!visible) return null;
  return (
    <div className="pending-indicator" role="status">
      <span className="pending-indicator__bar" aria-hidden="true" />
      <span className="visually-hidden">読み込み中…</span>
    </div>
  );
}
