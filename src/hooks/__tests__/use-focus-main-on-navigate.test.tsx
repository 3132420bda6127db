import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusMainOnNavigate } from '../use-focus-main-on-navigate';

function Shell() {
  useFocusMainOnNavigate();
  return (
    <>
      <Link to="/a">A</Link>
      <Link to="/b">B</Link>
      <Link to="/b#part">B の一部</Link>
      <Link to="/form">フォーム</Link>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'a', element: <p>A</p> },
          { path: 'b', element: <p id="part">B</p> },
          { path: 'form', element: <input aria-label="メールアドレス" autoFocus /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

describe('useFocusMainOnNavigate', () => {
  it('leaves focus alone on the first page', () => {
    renderAt('/a');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to <main> after a page change', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('does not move focus when only the hash changes', async () => {
    renderAt('/b');
    const link = screen.getByRole('link', { name: 'B の一部' });
    await userEvent.click(link);
    expect(document.activeElement).toBe(link);
  });

  it('keeps the focus a screen gave to one of its own fields', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'フォーム' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'メールアドレス' }));
  });
});
