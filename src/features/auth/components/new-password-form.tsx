import { useState } from 'react';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { authErrorCode } from '../auth-error-code';
import { authFormSchemas } from '../auth-form-schemas';
import type { NewPasswordValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { NewPasswordField } from './new-password-field';
import { useCheckedPasswordSubmit } from './use-password-check';
import './auth-form.css';

export type NewPasswordFormProps = {
  /** The account's e-mail address, offered to password managers. */
  email: string;
  onSubmit: (values: NewPasswordValues) => Promise<void>;
  /** Shown under the error message for link errors (e.g. a link to request a new mail). */
  errorAction?: (code: string | undefined) => ReactNode;
};

const linkErrors = new Set(['auth/expired-action-code', 'auth/invalid-action-code']);

/** The new-password form of the reset flow, with the password policy shown live. */
export function NewPasswordForm({ email, onSubmit, errorAction }: NewPasswordFormProps) {
  // The code of the last failure when it was the link's fault: the way on is a new mail.
  const [linkError, setLinkError] = useState<string | undefined>(undefined);
  const form = useZodForm(authFormSchemas.newPassword, { defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });
  const { check, submitChecked } = useCheckedPasswordSubmit(form, password);

  const submit = (values: NewPasswordValues) => {
    setLinkError(undefined);
    return submitChecked(values, onSubmit, (error) => {
      const code = authErrorCode(error);
      if (code && linkErrors.has(code)) setLinkError(code);
    });
  };

  return (
    <Form form={form} onSubmit={submit} errorMessage={getAuthErrorMessage} className="auth-form">
      {linkError && errorAction ? (
        <p className="auth-form__action">{errorAction(linkError)}</p>
      ) : null}
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordField name="password" label="新しいパスワード" unmet={check.unmet} />
      <SubmitButton sendingLabel="変更しています…">パスワードを変更</SubmitButton>
    </Form>
  );
}
