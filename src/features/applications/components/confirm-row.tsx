import type { ReactNode } from 'react';

export type ConfirmRowProps = { label: string; children: ReactNode };

/**
 * One row of an application's values as the customer confirms them (`application-confirm__values`):
 * before applying and before cancelling.
 */
export function ConfirmRow({ label, children }: ConfirmRowProps) {
  return (
    <div className="application-confirm__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
