import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesBlocker } from '../use-unsaved-changes-blocker';

function EditScreen() {
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState('');
  const navigate = useNavigate();
  const isDirty = value !== saved;
  const { dialog, allowNextNavigation } = useUnsavedChangesBlocker(isDirty);
  return (
    <>
      <label>
        ブランド名
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(value)}>
        保存
      </button>
      <button
        type="button"
        onClick={() => {
          setSaved(value);
          allowNextNavigation();
          void navigate('/other');
        }}
      >
        保存して移動
      </button>
      <Link to="/other">ほかのページ</Link>
      <Link to="/edit?tab=2">同じページのタブ</Link>
      {dialog}
    </>
  );
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/edit', element: <EditScreen /> },
      { path: '/other', element: <h1>ほかのページ</h1> },
    ],
    { initialEntries: ['/edit'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The one dialog on the screen (a closed one has no accessible name to find it by). */
const leaveDialog = () => screen.getByRole('dialog', { hidden: true });

describe('useUnsavedChangesBlocker', () => {
  it('lets a clean form go without asking', async () => {
    const user = userEvent.setup();
    const router = renderScreen();
    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks before leaving an edited form: このページに残る keeps it, 保存せずに離れる leaves', async () => {
    const user = userEvent.setup();
    const router = renderScreen();
    await user.type(screen.getByLabelText('ブランド名'), 'そらくら');
    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(leaveDialog()).toHaveAttribute('open');
    expect(leaveDialog()).toHaveAccessibleName(
      '保存していない変更があります。このページを離れますか？',
    );
    expect(router.state.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('button', { name: 'このページに残る' }));
    expect(leaveDialog()).not.toHaveAttribute('open');
    expect(router.state.location.pathname).toBe('/edit');
    expect(screen.getByLabelText('ブランド名')).toHaveValue('そらくら');

    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    await user.click(screen.getByRole('button', { name: '保存せずに離れる' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('does not ask for a query change on the same page, nor after saving', async () => {
    const user = userEvent.setup();
    const router = renderScreen();
    await user.type(screen.getByLabelText('ブランド名'), 'そらくら');
    await user.click(screen.getByRole('link', { name: '同じページのタブ' }));
    expect(router.state.location.search).toBe('?tab=2');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(screen.getByRole('link', { name: 'ほかのページ' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('lets a save that moves on through at once (allowNextNavigation)', async () => {
    const user = userEvent.setup();
    const router = renderScreen();
    await user.type(screen.getByLabelText('ブランド名'), 'そらくら');
    await user.click(screen.getByRole('button', { name: '保存して移動' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks the browser before a reload or closing the tab while edited', async () => {
    const user = userEvent.setup();
    renderScreen();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('ブランド名'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
