import type { ReactNode } from 'react';

export type FormAlertProps = { children: ReactNode; tone?: 'error' | 'notice' };

/** A form-level message (the server's failure), announced as soon as it appears. */
export function FormAlert({ children, tone = 'error' }: FormAlertProps) {
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
