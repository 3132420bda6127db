import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AuthMode } from '../components/auth-mode-tabs';
import { AuthModeTabs } from '../components/auth-mode-tabs';

function Harness() {
  const [mode, setMode] = useState<AuthMode>('signIn');
  return <AuthModeTabs idPrefix="t" mode={mode} onChange={setMode} />;
}

describe('AuthModeTabs (ARIA tabs keyboard pattern)', () => {
  it('moves selection and focus with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const signIn = screen.getByRole('tab', { name: 'ログイン' });
    const signUp = screen.getByRole('tab', { name: '新規登録' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');

    await user.tab();
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(signIn).toHaveFocus();
    expect(signIn).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{End}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    // Only the selected tab is in the tab order.
    expect(signIn).toHaveAttribute('tabindex', '-1');
  });
});
