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
