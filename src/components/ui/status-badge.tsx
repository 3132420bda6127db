import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export type StatusBadgeProps = {
  tone: StatusBadgeTone;
  /** The state in words (審査中, 公開中, 支払期限超過…): the badge never relies on its colour alone. */
  children: ReactNode;
};

/** A mark per tone as well as a colour, so the states differ for people who cannot tell colours apart. */
const marks: Record<StatusBadgeTone, string> = {
  neutral: '○',
  info: '◆',
  success: '●',
  warning: '▲',
  danger: '✕',
};

/** A small labelled state marker, the same for customers (my unit) and staff (tables, headings). */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span className="status-badge__mark" aria-hidden="true">
        {marks[tone]}
      </span>
      {children}
    </span>
  );
}
