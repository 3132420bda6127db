import type { ReactNode } from 'react';

export type OpenFormButtonProps = {
  /** The visible label (ブランドを追加…). */
  children: ReactNode;
  /** The id of the form's container, which the button opens. */
  formId: string;
  /** The form is open: the button is not shown. */
  open: boolean;
  onOpen: () => void;
};

/** The primary button of a section that opens its collapsed add form; gone while the form is open. */
export function OpenFormButton({ children, formId, open, onOpen }: OpenFormButtonProps) {
  if (open) return null;
  return (
    <button
      type="button"
      className="admin-button admin-button--primary"
      aria-expanded={false}
      aria-controls={formId}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
