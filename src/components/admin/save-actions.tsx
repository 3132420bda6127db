import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '@/components/form/submit-button';

/** An admin form's save button, with a note while there are changes not yet saved. */
export function SaveActions({ children = '保存する' }: { children?: ReactNode }) {
  const { isDirty } = useFormState();
  return (
    <div className="admin-actions">
      <SubmitButton sendingLabel="保存しています…">{children}</SubmitButton>
      {isDirty ? <span className="admin-hint">保存していない変更があります</span> : null}
    </div>
  );
}
