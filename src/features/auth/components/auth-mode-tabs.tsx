import type { KeyboardEvent } from 'react';
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

/** ログイン / 新規登録 switch (ARIA tabs: arrow keys move between them). */
export function AuthModeTabs({ idPrefix, mode, onChange }: AuthModeTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = mode === 'signIn' ? 'signUp' : 'signIn';
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
