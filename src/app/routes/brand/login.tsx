import { useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { authErrorCode } from '@/features/auth/auth-error-code';
import { AuthModePanel } from '@/features/auth/components/auth-mode-panel';
import { safeRedirectTarget } from '@/features/auth/safe-redirect-target';

/** /{brandId}/login: sign in or create an account, then back to where the visitor was going. */
export function Component() {
  const { brandId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  const [continueTo, setContinueTo] = useState('');
  const target = safeRedirectTarget(searchParams.get('redirect'), paths.brand.myunit.href(brandId));

  const run = async (operation: () => Promise<void>) => {
    setContinueTo('');
    try {
      await operation();
    } catch (error) {
      // Signed in, but without a server session: say so, and let the person go on anyway.
      if (authErrorCode(error) === 'session/create-failed') setContinueTo(target);
      throw error;
    }
    navigate(target, { replace: true });
  };

  return (
    <Page title={paths.brand.login.title}>
      <AuthModePanel
        idPrefix={id}
        brandId={brandId}
        initialMode={searchParams.get('mode') === 'signup' ? 'signUp' : 'signIn'}
        run={run}
      />
      {continueTo ? (
        <p className="auth-form__notice">
          <Link to={continueTo}>このまま続ける</Link>
        </p>
      ) : null}
      <ul className="auth-links">
        <li>
          <Link to={paths.brand.loginReset.href(brandId)}>パスワードをお忘れの方はこちら</Link>
        </li>
      </ul>
    </Page>
  );
}
