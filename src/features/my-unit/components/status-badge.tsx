import type { ReactNode } from 'react';

export type StatusBadgeTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

export type StatusBadgeProps = {
  tone: StatusBadgeTone;
  /** The state in words: the badge never relies on its colour alone. */
  children: ReactNode;
};

/** A mark per tone as well as a colour, so the states differ without colour vision. */
const marks: Record<StatusBadgeTone, string> = {
  neutral: '－',
  progress: '◆',
  success: '✓',
  warning: '！',
  danger: '⚠',
};

/** A state label (審査中, 支払期限超過…) with a mark and a colour. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={`my-unit-badge my-unit-badge--${tone}`}>
      <span className="my-unit-badge__mark" aria-hidden="true">
        {marks[tone]}
      </span>
      {children}
    </span>
  );
}
