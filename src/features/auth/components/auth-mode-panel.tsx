import { useState } from 'react';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { AuthModeTabs, type AuthMode } from './auth-mode-tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthModePanelProps = {
  /** The `useId()` prefix of the tabs and their panel. */
  idPrefix: string;
  /** The brand whose pages these are: a new account gets its welcome mail. */
  brandId: string;
  initialMode?: AuthMode;
  /** Runs the sign-in or sign-up; its rejection is the form's error. */
  run: (operation: () => Promise<void>) => Promise<void>;
};

/** The ログイン / 新規登録 tabs and the form of the chosen tab. */
export function AuthModePanel({
  idPrefix,
  brandId,
  initialMode = 'signIn',
  run,
}: AuthModePanelProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <>
      <AuthModeTabs idPrefix={idPrefix} mode={mode} onChange={setMode} />
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${mode}`}>
        {mode === 'signIn' ? (
          <SignInForm
            key="signIn"
            onSubmit={(values) => run(() => signIn(values.email, values.password))}
          />
        ) : (
          <SignUpForm
            key="signUp"
            onSubmit={(values) => run(() => signUp(values.email, values.password, brandId))}
          />
        )}
      </div>
    </>
  );
}
