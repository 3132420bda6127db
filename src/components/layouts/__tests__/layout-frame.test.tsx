import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { LayoutFrame } from '../layout-frame';

/** A layout whose menu appears once someone signs in (the admin layout). */
function SignInLater() {
  const [signedIn, setSignedIn] = useState(false);
  return (
    <LayoutFrame
      variant="admin"
      header={
        <button type="button" onClick={() => setSignedIn(true)}>
          ログインが済む
        </button>
      }
      sidebar={signedIn ? <nav aria-label="管理メニュー">menu</nav> : null}
    >
      <label>
        メールアドレス
        <input />
      </label>
    </LayoutFrame>
  );
}

describe('LayoutFrame', () => {
  it('keeps the page (and what was typed in it) when the menu beside it appears', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SignInLater />);
    const field = screen.getByLabelText('メールアドレス');
    await user.type(field, 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'ログインが済む' }));
    expect(screen.getByRole('navigation', { name: '管理メニュー' })).toBeInTheDocument();
    // The very same input, its value kept: the page was not remounted.
    expect(screen.getByLabelText('メールアドレス')).toBe(field);
    expect(field).toHaveValue('admin@example.com');
    // The skip link still goes past the menu to the page.
    expect(screen.getByRole('main')).toContainElement(field);
  });
});
