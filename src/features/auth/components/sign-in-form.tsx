import { Form } from '@/components/form/form';
import { EmailField } from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { SignInValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import './auth-form.css';

export type SignInFormProps = {
  /** Signs in; a thrown error is shown with its catalogue message. */
  onSubmit: (values: SignInValues) => Promise<void>;
  submitLabel?: string;
};

/** E-mail and password sign-in (brand login and admin login). */
export function SignInForm({ onSubmit, submitLabel = 'ログイン' }: SignInFormProps) {
  const form = useZodForm(authFormSchemas.signIn, {
    defaultValues: { email: '', password: '' },
  });
  return (
    <Form form={form} onSubmit={onSubmit} errorMessage={getAuthErrorMessage} className="auth-form">
      <EmailField name="email" />
      <TextField
        name="password"
        label="パスワード"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton sendingLabel="ログインしています…">{submitLabel}</SubmitButton>
    </Form>
  );
}
