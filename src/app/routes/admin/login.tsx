import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminSignIn } from '@/features/auth/api/admin-sign-in';
import { authErrorCode } from '@/features/auth/auth-error-code';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { safeRedirectTarget } from '@/features/auth/safe-redirect-target';
import { STAFF_ACCESS_ENDED } from '@/features/auth/staff-refusal';

/** /admin/login: staff sign-in; only accounts with the isAdmin claim get through. */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [continueTo, setContinueTo] = useState('');
  const target = safeRedirectTarget(searchParams.get('redirect'), paths.admin.dashboard.href());
  // Sent here by the admin area when the server refused a staff member whose access had ended.
  const accessEnded = searchParams.get('reason') === STAFF_ACCESS_ENDED;

  const onSubmit = async ({ email, password }: { email: string; password: string }) => {
    setContinueTo('');
    try {
      await adminSignIn(email, password);
    } catch (error) {
      if (authErrorCode(error) === 'session/create-failed') setContinueTo(target);
      throw error;
    }
    navigate(target, { replace: true });
  };

  return (
    <Page title={paths.admin.login.title} lead="管理者アカウントでログインしてください。">
      {accessEnded ? (
        <p className="auth-form__notice auth-form__notice--ended" role="alert">
          管理者権限が解除されたか、ログインの有効期限が切れたため、ログアウトしました。引き続き管理画面を使う場合は、もう一度ログインしてください。ログインできない場合は、運営の管理者にお問い合わせください。
        </p>
      ) : null}
      <SignInForm onSubmit={onSubmit} />
      {continueTo ? (
        <p className="auth-form__notice">
          <Link to={continueTo}>このまま続ける</Link>
        </p>
      ) : null}
    </Page>
  );
}
