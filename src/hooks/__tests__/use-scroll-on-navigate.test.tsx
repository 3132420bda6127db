import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from '../use-scroll-on-navigate';

function Shell() {
  useScrollOnNavigate();
  return (
    <>
      <nav>
        <Link to="/a">A</Link>
        <Link to="/b">B</Link>
        <Link to="/b#section-2">B の 2 節</Link>
        <Link to="/b?page=2">B の 2 ページ目</Link>
        <Link to="/b#%E6%96%99%E9%87%91">料金へ</Link>
      </nav>
      <Outlet />
    </>
  );
}

function PageB() {
  return (
    <>
      <h2 id="section-1">1 節</h2>
      <h2 id="section-2">2 節</h2>
      <h2 id="料金">料金</h2>
    </>
  );
}

/** The anchor appears only after its data "loads", like a screen waiting for a query. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h2 id="late">遅れて表示</h2> : <p>読み込み中</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { path: 'a', element: <p>A ページ</p> },
          { path: 'b', element: <PageB /> },
          { path: 'late', element: <LatePage /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  mockReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useScrollOnNavigate', () => {
  it('leaves the first page where the browser put it', () => {
    renderAt('/a');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on a page change', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps instead of gliding when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls to the element named by the hash instead of the top', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: 'B の 2 節' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: '2 節' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('decodes a percent-encoded (Japanese) anchor', async () => {
    renderAt('/a');
    await userEvent.click(screen.getByRole('link', { name: '料金へ' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: '料金' }));
  });

  it('honours a hash on the first page too', () => {
    renderAt('/b#section-1');
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: '1 節' }));
  });

  it('waits for an anchor that renders late', async () => {
    renderAt('/late#late');
    expect(scrollIntoView).not.toHaveBeenCalled();
    const late = await screen.findByRole('heading', { name: '遅れて表示' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(late);
  });

  it('stays put when the hash goes away on the same page (a space tapped after 区画を選ぶ)', async () => {
    renderAt('/b');
    await userEvent.click(screen.getByRole('link', { name: 'B の 2 節' }));
    await userEvent.click(screen.getByRole('link', { name: 'B の 2 ページ目' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll when only the query string changes (filters, paging)', async () => {
    renderAt('/b');
    await userEvent.click(screen.getByRole('link', { name: 'B の 2 ページ目' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
