import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';

export type EmailFieldProps = {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
};

/** The メールアドレス field, the same in every auth form (e-mail keyboard, autofill). */
export function EmailField({ id, registration, error }: EmailFieldProps) {
  return (
    <FormField
      id={id}
      label="メールアドレス"
      type="email"
      inputMode="email"
      autoComplete="email"
      registration={registration}
      error={error}
    />
  );
}
