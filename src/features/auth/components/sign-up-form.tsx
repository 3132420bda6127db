import { useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { EmailField } from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { SignInValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import { NewPasswordField } from './new-password-field';
import { useCheckedPasswordSubmit } from './use-password-check';
import './auth-form.css';

export type SignUpFormProps = {
  /** Creates the account; a thrown error is shown with its catalogue message. */
  onSubmit: (values: SignInValues) => Promise<void>;
};

/** New account: e-mail and a password checked live against the password policy. */
export function SignUpForm({ onSubmit }: SignUpFormProps) {
  const form = useZodForm(authFormSchemas.signUp, {
    defaultValues: { email: '', password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { check, submitChecked } = useCheckedPasswordSubmit(form, password);
  const submit = (values: SignInValues) => submitChecked(values, onSubmit);

  return (
    <Form form={form} onSubmit={submit} errorMessage={getAuthErrorMessage} className="auth-form">
      <EmailField name="email" />
      <NewPasswordField name="password" label="パスワード" unmet={check.unmet} />
      <SubmitButton sendingLabel="登録しています…">新規登録</SubmitButton>
    </Form>
  );
}
