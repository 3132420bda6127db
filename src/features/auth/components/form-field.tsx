import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type FormFieldProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Extra content under the input (e.g. the password requirements), linked by `hintId`. */
  hint?: ReactNode;
  hintId?: string;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoFocus'
>;

/** A labelled input whose error and hint are tied to it with aria-describedby. */
export function FormField({
  id,
  label,
  registration,
  error,
  hint,
  hintId,
  ...inputProps
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint && hintId ? hintId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="auth-form__field">
      <label className="auth-form__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="auth-form__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="auth-form__error" role="alert">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}
