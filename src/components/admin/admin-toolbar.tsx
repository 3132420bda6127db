import type { ReactNode } from 'react';
import './admin.css';

export type AdminToolbarProps = {
  /** What the controls do together, for screen readers (e.g. 「デバイスの絞り込み」). */
  label: string;
  children: ReactNode;
};

/**
 * A row of controls above a table (filters, search, an add button) that wraps on a phone.
 * Put each labelled control in `<div className="admin-toolbar__item">` (a `ToolbarSelect` is one).
 */
export function AdminToolbar({ label, children }: AdminToolbarProps) {
  return (
    <div className="admin-toolbar" role="group" aria-label={label}>
      {children}
    </div>
  );
}

export type ToolbarSelectProps = {
  id: string;
  label: ReactNode;
  value: string;
  /** The chosen option's value. */
  onChange: (value: string) => void;
  disabled?: boolean;
  'aria-describedby'?: string;
  /** The `<option>`s. */
  children: ReactNode;
  /** Shown after the select (a hint tied to it with aria-describedby). */
  after?: ReactNode;
};

/** A labelled filter select of an AdminToolbar. */
export function ToolbarSelect({
  id,
  label,
  onChange,
  children,
  after,
  ...selectProps
}: ToolbarSelectProps) {
  return (
    <div className="admin-toolbar__item">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="admin-input"
        {...selectProps}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {after}
    </div>
  );
}
