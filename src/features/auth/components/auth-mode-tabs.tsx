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
