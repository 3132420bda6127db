import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import type { RouteEntry, ScreenModule } from '../route-table';

vi.mock('@/features/auth/guards', () => ({ userAuthGuard: vi.fn(), adminAuthGuard: vi.fn() }));
vi.mock('@/features/auth/use-auth-state', () => ({
  useAuthState: () => ({ token: '', userEmail: '', ready: true }),
}));
vi.mock('@/features/auth/sign-out', () => ({ signOut: vi.fn() }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records whether a role="status" element was ever in the page, however briefly, and when it
 * first was (performance.now()): the delay is checked as a lower bound, which a busy machine
 * cannot break, instead of looking at a moment a busy machine may have passed.
 */
function watchForStatus(): { seen: () => boolean; firstSeenAt: () => number; stop: () => void } {
  let firstSeenAt = Number.NaN;
  const observer = new MutationObserver(() => {
    if (Number.isNaN(firstSeenAt) && document.querySelector('[role="status"]'))
      firstSeenAt = performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen: () => !Number.isNaN(firstSeenAt),
    firstSeenAt: () => firstSeenAt,
    stop: () => observer.disconnect(),
  };
}

function screenAfter(ms: number, module: ScreenModule): () => Promise<ScreenModule> {
  return async () => {
    await sleep(ms);
    return module;
  };
}

function Home() {
  return (
    <>
      <h1>ホーム</h1>
      <Link to="/slow">遅いページ</Link>
      <Link to="/fast">速いページ</Link>
      <Link to="/ready">準備するページへ</Link>
    </>
  );
}

const table: RouteEntry[] = [
  {
    id: 'home',
    path: '/',
    title: 'ホーム',
    layout: 'top',
    guard: 'none',
    screen: 'test',
    load: async () => ({ Component: Home }),
  },
  {
    id: 'slow',
    path: '/slow',
    title: '遅いページ',
    layout: 'top',
    guard: 'none',
    screen: 'test',
    load: screenAfter(700, { Component: () => <h1>遅いページ</h1> }),
  },
  {
    id: 'fast',
    path: '/fast',
    title: '速いページ',
    layout: 'top',
    guard: 'none',
    screen: 'test',
    load: screenAfter(0, { Component: () => <h1>速いページ</h1> }),
  },
  {
    id: 'ready',
    path: '/ready',
    title: '準備するページ',
    layout: 'top',
    guard: 'none',
    screen: 'test',
    load: async () => ({
      Component: () => <h1>準備するページ（{readyState.done ? '準備済み' : '未準備'}）</h1>,
      ready: async () => {
        await sleep(300);
        readyState.done = true;
      },
    }),
  },
];
const readyState = { done: false };

describe("a screen's ready()", () => {
  it('is awaited before the screen is drawn: its first frame has what ready fetched', async () => {
    renderApp('/', { entries: table });
    const link = await screen.findByRole('link', { name: '準備するページへ' });
    let drawnUnready = false;
    const observer = new MutationObserver(() => {
      if (document.body.textContent?.includes('未準備')) drawnUnready = true;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await userEvent.click(link);
    expect(
      await screen.findByRole('heading', { name: '準備するページ（準備済み）' }),
    ).toBeInTheDocument();
    observer.disconnect();
    expect(drawnUnready).toBe(false);
  });
});

describe('pending indicator during navigation', () => {
  it('shows 読み込み中… only after 200 ms of a slow navigation, and removes it when the page arrives', async () => {
    renderApp('/', { entries: table });
    const link = await screen.findByRole('link', { name: '遅いページ' });
    const watch = watchForStatus();
    const clicked = performance.now();
    await userEvent.click(link);
    expect(await screen.findByRole('status')).toHaveTextContent('読み込み中…');
    expect(watch.firstSeenAt() - clicked).toBeGreaterThanOrEqual(199);
    await screen.findByRole('heading', { name: '遅いページ' });
    watch.stop();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never shows it for a navigation that finishes quickly', async () => {
    renderApp('/', { entries: table });
    const link = await screen.findByRole('link', { name: '速いページ' });
    const watch = watchForStatus();
    await userEvent.click(link);
    await screen.findByRole('heading', { name: '速いページ' });
    await sleep(250);
    watch.stop();
    expect(watch.seen()).toBe(false);
  });

  it('uses the same delay while the first page loads', async () => {
    const watch = watchForStatus();
    const started = performance.now();
    renderApp('/slow', { entries: table });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(watch.firstSeenAt() - started).toBeGreaterThanOrEqual(199);
    await screen.findByRole('heading', { name: '遅いページ' });
    watch.stop();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
