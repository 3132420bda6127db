import type { ReactNode } from 'react';
import './admin.css';

export type StatusBadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

export type StatusBadgeProps = {
  tone: StatusBadgeTone;
  /** The state in words (公開中, 通信断…): the badge never relies on its colour alone. */
  children: ReactNode;
};

/** A shape per tone, so the states differ for people who cannot tell the colours apart. */
const icons: Record<StatusBadgeTone, string> = {
  neutral: '○',
  success: '●',
  warning: '▲',
  danger: '✕',
  info: '◆',
};

/** A small labelled state marker for tables and headings. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={`admin-badge admin-badge--${tone}`}>
      <span className="admin-badge__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      {children}
    </span>
  );
}
