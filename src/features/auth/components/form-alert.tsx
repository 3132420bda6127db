import type { ReactNode } from 'react';

export type FormAlertProps = { children: ReactNode };

/** The form-level error, announced as soon as it appears. */
export function FormAlert({ children }: FormAlertProps) {
  return (
    <div className="auth-form__alert" role="alert">
      {children}
    </div>
  );
}
