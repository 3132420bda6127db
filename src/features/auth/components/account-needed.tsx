import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { authErrorCode } from '../auth-error-code';
import { AuthModeTabs, type AuthMode } from './auth-mode-tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AccountNeededProps = {
  brandId: string;
  /** Where the login page brings the person back to. */
  returnTo: string;
  onSignedIn: () => void;
};

/** Signed out: why an account is needed, and ログイン / 新規登録 right here. */
export function AccountNeeded({ brandId, returnTo, onSignedIn }: AccountNeededProps) {
  const id = useId();
  const [mode, setMode] = useState<AuthMode>('signIn');
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
      <AuthModeTabs idPrefix={id} mode={mode} onChange={setMode} />
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${mode}`}>
        {mode === 'signIn' ? (
          <SignInForm
            key="signIn"
            onSubmit={(values) => run(() => signIn(values.email, values.password))}
          />
        ) : (
          <SignUpForm
            key="signUp"
            onSubmit={(values) => run(() => signUp(values.email, values.password))}
          />
        )}
      </div>
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
