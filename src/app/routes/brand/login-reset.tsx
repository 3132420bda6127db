import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { confirmReset } from '@/features/auth/api/confirm-reset';
import { sendResetMail } from '@/features/auth/api/send-reset-mail';
import { verifyResetCode } from '@/features/auth/api/verify-reset-code';
import { FormAlert } from '@/components/form/form-alert';
import { NewPasswordForm } from '@/features/auth/components/new-password-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { getAuthErrorMessage } from '@/features/auth/get-auth-error-message';

type CodeState =
  | { status: 'checking' }
  | { status: 'valid'; email: string }
  | { status: 'invalid'; message: string };

export function Component() {
  const { brandId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const oobCode = searchParams.get('oobCode');
  const mode = searchParams.get('mode');
  const title = paths.brand.loginReset.title;

  if (!oobCode) {
    return (
      <Page
        title={title}
        lead="ご登録のメールアドレスに、パスワード再設定用のリンクをお送りします。"
      >
        <ResetRequestForm onSubmit={({ email }) => sendResetMail(email, brandId)} />
        <p>
          <Link to={paths.brand.login.href(brandId)}>ログイン画面へ戻る</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {mode && mode !== 'resetPassword' ? (
        <RequestAgain
          brandId={brandId}
          message="このリンクはパスワード再設定用のものではありません。"
        />
      ) : (
        <ResetWithCode brandId={brandId} oobCode={oobCode} />
      )}
    </Page>
  );
}

function RequestAgain({ brandId, message }: { brandId: string; message: string }) {
  return (
    <FormAlert>
      {message} <Link to={paths.brand.loginReset.href(brandId)}>再設定メールをもう一度送る</Link>
    </FormAlert>
  );
}

function ResetWithCode({ brandId, oobCode }: { brandId: string; oobCode: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState<CodeState>({ status: 'checking' });

  useEffect(() => {
    let cancelled = false;
    verifyResetCode(oobCode).then(
      (email) => !cancelled && setCode({ status: 'valid', email }),
      (error: unknown) =>
        !cancelled && setCode({ status: 'invalid', message: getAuthErrorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [oobCode]);

  if (code.status === 'checking') return <p role="status">リンクを確認しています…</p>;
  if (code.status === 'invalid') return <RequestAgain brandId={brandId} message={code.message} />;
  return (
    <>
      <p>{code.email} の新しいパスワードを入力してください。</p>
      <NewPasswordForm
        email={code.email}
        onSubmit={async ({ password }) => {
          await confirmReset(oobCode, password);
          navigate(paths.brand.loginResetSuccess.href(brandId), { replace: true });
        }}
        errorAction={() => (
          <Link to={paths.brand.loginReset.href(brandId)}>再設定メールをもう一度送る</Link>
        )}
      />
    </>
  );
}
