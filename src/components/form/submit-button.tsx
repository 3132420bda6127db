import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';

export type SubmitButtonProps = {
  children: ReactNode;
  /** The label while sending (default 送信中…). */
  sendingLabel?: string;
  variant?: 'primary' | 'secondary';
  className?: string;
  disabled?: boolean;
};

/** The form's submit button: disabled and relabelled while the form is sending. */
export function SubmitButton({
  children,
  sendingLabel = '送信中…',
  variant = 'primary',
  className,
  disabled,
}: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <button
      type="submit"
      className={['button', `button--${variant}`, 'form-submit', className ?? '']
        .filter(Boolean)
        .join(' ')}
      disabled={isSubmitting || disabled}
      // Keep focus in the field on press: leaving it would validate it (mode onTouched) and
      // show its error above the button, moving the button away before the press ends, so
      // the click would be lost and the form not sent. The submit validates everything anyway.
      onMouseDown={(event) => event.preventDefault()}
    >
      {isSubmitting ? sendingLabel : children}
    </button>
  );
}

export type SubmitActionsProps = Omit<SubmitButtonProps, 'variant' | 'className'> & {
  onCancel: () => void;
  /** The second button's label (default キャンセル). */
  cancelLabel?: string;
  /** `admin`: the admin kit's row and button (`admin-actions`, `admin-button`). */
  look?: 'form' | 'admin';
};

/** The end of a form: its submit button, then a button that leaves without sending. */
export function SubmitActions({
  onCancel,
  cancelLabel = 'キャンセル',
  look = 'form',
  ...submit
}: SubmitActionsProps) {
  const admin = look === 'admin';
  return (
    <div className={admin ? 'admin-actions' : 'form-actions'}>
      <SubmitButton {...submit} />
      <button
        type="button"
        className={admin ? 'admin-button' : 'button button--secondary'}
        onClick={onCancel}
      >
        {cancelLabel}
      </button>
    </div>
  );
}
