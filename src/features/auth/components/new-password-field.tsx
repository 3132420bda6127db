import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordRequirementsList } from './password-requirements-list';

export type NewPasswordFieldProps = {
  id: string;
  /** The id of the requirements list, which describes the input. */
  requirementsId: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** The password requirements not yet met (usePasswordCheck). */
  unmet: readonly string[];
};

/** A password being chosen: autofill as a new password, with the unmet requirements under it. */
export function NewPasswordField({
  id,
  requirementsId,
  label,
  registration,
  error,
  unmet,
}: NewPasswordFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      registration={registration}
      error={error}
      hintId={requirementsId}
      hint={<PasswordRequirementsList id={requirementsId} unmet={unmet} />}
    />
  );
}
