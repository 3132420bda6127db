import { useState } from 'react';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { EmailField } from '@/components/form/japanese-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { authFormSchemas } from '../auth-form-schemas';
import type { ResetRequestValues } from '../auth-form-schemas';
import { getAuthErrorMessage } from '../get-auth-error-message';
import './auth-form.css';

export type ResetRequestFormProps = {
  /** Sends the reset mail; resolves whether or not the account exists. */
  onSubmit: (values: ResetRequestValues) => Promise<void>;
};

/**
 * Asks for the e-mail address and sends the reset mail. The confirmation is the same whether
 * or not an account exists; only a malformed address or a failure to send is reported.
 */
export function ResetRequestForm({ onSubmit }: ResetRequestFormProps) {
  const [sent, setSent] = useState(false);
  const form = useZodForm(authFormSchemas.resetRequest, { defaultValues: { email: '' } });

  const submit = async (values: ResetRequestValues) => {
    setSent(false);
    await onSubmit(values);
    setSent(true);
  };

  return (
    <Form form={form} onSubmit={submit} errorMessage={getAuthErrorMessage} className="auth-form">
      {sent ? (
        <FormAlert tone="notice">
          ご入力のメールアドレスが登録されている場合は、パスワード再設定用のメールをお送りしました。メールに記載のリンクから新しいパスワードを設定してください。
        </FormAlert>
      ) : null}
      <EmailField name="email" />
      <SubmitButton>再設定メールを送信</SubmitButton>
    </Form>
  );
}
