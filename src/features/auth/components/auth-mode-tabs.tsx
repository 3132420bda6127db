import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { signIn } from '../api/sign-in';
import { signUp } from '../api/sign-up';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import './auth-form.css';

export type AuthMode = 'signIn' | 'signUp';

export type AuthModeTabsProps = {
  idPrefix: string;
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
};

const tabs: { mode: AuthMode; label: string }[] = [
  { mode: 'signIn', label: 'ログイン' },
  { mode: 'signUp', label: '新規登録' },
];

/** Where each key of the ARIA tabs pattern moves from `mode` (two tabs: arrows toggle). */
function nextMode(key: string, mode: AuthMode): AuthMode | null {
  if (key === 'ArrowLeft' || key === 'ArrowRight') return mode === 'signIn' ? 'signUp' : 'signIn';
  if (key === 'Home') return 'signIn';
  if (key === 'End') return 'signUp';
  return null;
}

/** ログイン / 新規登録 switch (ARIA tabs: arrow keys, Home and End move between them). */
export function AuthModeTabs({ idPrefix, mode, onChange }: AuthModeTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextMode(event.key, mode);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label="ログインまたは新規登録">
      {tabs.map((tab) => (
        <button
          key={tab.mode}
          id={`${idPrefix}-tab-${tab.mode}`}
          className="auth-tabs__tab"
          type="button"
          role="tab"
          aria-selected={mode === tab.mode}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={mode === tab.mode ? 0 : -1}
          onClick={() => onChange(tab.mode)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export type SignInOrSignUpProps = {
  initialMode?: AuthMode;
  /** Runs the sign-in or sign-up (a thrown error stays on the form). */
  run: (operation: () => Promise<void>) => Promise<void>;
};

/** The ログイン / 新規登録 tabs and the chosen form. */
export function SignInOrSignUp({ initialMode = 'signIn', run }: SignInOrSignUpProps) {
  const id = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  return (
    <>
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
    </>
  );
}
