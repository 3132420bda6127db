import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type RowActionButtonProps = {
  /** The visible label (編集, 削除…). */
  children: ReactNode;
  /** What the button acts on, read out after the label: 「編集（会議室A）」. */
  target: ReactNode;
  danger?: boolean;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'id' | 'disabled' | 'onClick'>;

/** A small action button of a row or list item, naming its row to screen readers. */
export function RowActionButton({
  children,
  target,
  danger,
  ...buttonProps
}: RowActionButtonProps) {
  return (
    <button
      type="button"
      className={
        danger
          ? 'admin-button admin-button--small admin-button--danger'
          : 'admin-button admin-button--small'
      }
      {...buttonProps}
    >
      {children}
      <span className="visually-hidden">（{target}）</span>
    </button>
  );
}
