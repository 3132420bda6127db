import type { ReactNode } from 'react';
import './admin.css';

export type AdminToolbarProps = {
  /** What the controls do together, for screen readers (e.g. 「デバイスの絞り込み」). */
  label: string;
  children: ReactNode;
};

/**
 * A row of controls above a table (filters, search, an add button) that wraps on a phone.
 * Put each labelled control in `<div className="admin-toolbar__item">`.
 */
export function AdminToolbar({ label, children }: AdminToolbarProps) {
  return (
    <div className="admin-toolbar" role="group" aria-label={label}>
      {children}
    </div>
  );
}
