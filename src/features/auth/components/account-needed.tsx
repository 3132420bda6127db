import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { authErrorCode } from '../auth-error-code';
import { AuthModePanel } from './auth-mode-panel';

export type AccountNeededProps = {
  brandId: string;
  /** Where the login page brings the person back to. */
  returnTo: string;
  onSignedIn: () => void;
};

/** Signed out: why an account is needed, and ログイン / 新規登録 right here. */
export function AccountNeeded({ brandId, returnTo, onSignedIn }: AccountNeededProps) {
  const id = useId();
  // Signed in without a server session still lets the person apply (Firestore uses the token).
  const run = async (operation: () => Promise<void>) => {
    try {
      await operation();
    } catch (error) {
      if (authErrorCode(error) !== 'session/create-failed') throw error;
    }
    onSignedIn();
  };
  const login = paths.brand.login.href(brandId, { redirect: returnTo });
  return (
    <section className="application-account" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>お申し込みにはアカウントが必要です</h2>
      <p>
        審査の結果やご契約の内容をマイユニットでお知らせするため、ログインまたは新規登録（無料）をお願いします。済んだらこのページのまま、お申し込みの入力に進めます。
      </p>
      <AuthModePanel idPrefix={id} brandId={brandId} run={run} />
      <ul className="auth-links">
        <li>
          <Link to={login}>ログインページで手続きする</Link>
        </li>
        <li>
          <Link to={paths.brand.loginReset.href(brandId)}>パスワードをお忘れの方はこちら</Link>
        </li>
      </ul>
    </section>
  );
}
