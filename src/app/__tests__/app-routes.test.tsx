import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data, Link, redirect } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, onTestFinished } from 'vitest';
import { adminAuthGuard, userAuthGuard } from '@/features/auth/guards';
import { signOut } from '@/features/auth/sign-out';
import { chunkReloadKey } from '@/features/build-version/reload-once';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { publishedBrandsQuery } from '@/features/brands/api/get-published-brands';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { sitePageQuery } from '@/features/content/api/get-site-page';
import { createTestQueryClient, renderApp } from '@/testing/render-app';
import type { RouteEntry } from '../route-table';
import type { BrandPageKey } from '@/lib/model/brand-page';

/** An ID token whose payload carries `claims` (the admin layout reads isAdmin from it). */
const idToken = (claims: object) => `e30.${btoa(JSON.stringify(claims))}.sig`;

const auth = vi.hoisted(() => ({ state: { token: '', userEmail: '', ready: true } }));

vi.mock('@/features/auth/guards', () => ({
  userAuthGuard: vi.fn(async () => null),
  adminAuthGuard: vi.fn(async () => null),
}));
vi.mock('@/features/auth/use-auth-state', () => ({ useAuthState: () => auth.state }));
vi.mock('@/features/auth/sign-out', () => ({ signOut: vi.fn(async () => {}) }));
// Screens read Firestore through these modules; here the brand `acme` exists and is published
// and every other brand id does not, as the loaders see it.
vi.mock('@/features/brands/api/get-published-brand', async () => {
  const { queryOptions, useSuspenseQuery } = await import('@tanstack/react-query');
  const { brandFixture } = await import('@/testing/fixtures');
  const { brandKeys } = await import('@/features/brands/api/keys');
  const publishedBrandQuery = (brandId: string) =>
    queryOptions({
      queryKey: brandKeys.byId(brandId),
      queryFn: async () => (brandId === 'acme' ? brandFixture() : null),
    });
  return {
    publishedBrandQuery,
    usePublishedBrand: (brandId: string) => useSuspenseQuery(publishedBrandQuery(brandId)).data,
  };
});
vi.mock('@/features/content/api/get-brand-page', async () => {
  const { queryOptions, useSuspenseQuery } = await import('@tanstack/react-query');
  const { brandPageFixture } = await import('@/testing/fixtures');
  const { contentKeys } = await import('@/features/content/api/keys');
  const titles: Record<string, string> = { flow: 'ご利用の流れ', terms: '利用規約' };
  const brandPageQuery = (brandId: string, key: string) =>
    queryOptions({
      queryKey: contentKeys.brandPage(brandId, key as BrandPageKey),
      queryFn: async () =>
        brandId === 'acme' && titles[key] ? brandPageFixture({ title: titles[key] }) : null,
    });
  return {
    brandPageQuery,
    useBrandPage: (brandId: string, key: string) =>
      useSuspenseQuery(brandPageQuery(brandId, key)).data,
  };
});

beforeEach(() => {
  auth.state = { token: '', userEmail: '', ready: true };
  vi.mocked(userAuthGuard).mockClear();
  vi.mocked(adminAuthGuard).mockReset().mockResolvedValue(null);
  vi.mocked(signOut).mockClear();
  document.title = '';
});

afterEach(() => {
  sessionStorage.clear();
});

/** A cache in which the sections of / and /acme find their (empty) data, so nothing is fetched. */
function cacheWithEmptySections() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(publishedBrandsQuery().queryKey, []);
  for (const key of ['introduction', 'partnership', 'transaction'] as const) {
    queryClient.setQueryData(sitePageQuery(key).queryKey, null);
  }
  queryClient.setQueryData(publishedNoticesQuery(null).queryKey, []);
  queryClient.setQueryData(publishedAssetsQuery('acme').queryKey, []);
  queryClient.setQueryData(publishedNoticesQuery('acme').queryKey, []);
  queryClient.setQueryData(publishedFaqsQuery('acme').queryKey, []);
  return queryClient;
}

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('app routes', () => {
  it('renders a brand page in the default layout with its title, menus and document title', async () => {
    renderApp('/acme/flow');
    const h1 = await heading('ご利用の流れ');
    expect(screen.getByRole('main')).toContainElement(h1);
    expect(screen.getByRole('heading', { level: 2, name: '見出し' })).toBeInTheDocument();
    // The brand frame: its name in the header, its menus and its contact block.
    expect(screen.getByRole('link', { name: /アクメ倉庫/ })).toHaveAttribute('href', '/acme');
    expect(screen.getByRole('link', { name: /050-3000-0000/ })).toHaveAttribute(
      'href',
      'tel:05030000000',
    );
    const brandNav = screen.getByRole('navigation', { name: 'アクメ倉庫のメニュー' });
    expect(within(brandNav).getByRole('link', { name: 'ご利用の流れ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const legal = screen.getByRole('navigation', { name: '規約・会社情報' });
    expect(within(legal).getByRole('link', { name: '利用規約' })).toHaveAttribute(
      'href',
      '/acme/terms',
    );
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/acme/login');
    expect(screen.getByRole('link', { name: '本文へスキップ' })).toHaveAttribute('href', '#main');
    // The title names the brand and the page (issue 39); the heading is the page's.
    await waitFor(() => expect(document.title).toBe('アクメ倉庫のご利用の流れ | スペースナビ'));
    expect(userAuthGuard).not.toHaveBeenCalled();
    expect(adminAuthGuard).not.toHaveBeenCalled();
  });

  it('offers マイユニット instead of ログイン to a signed-in visitor', async () => {
    auth.state = { token: 'id-token', userEmail: 'user@example.com', ready: true };
    renderApp('/acme', { queryClient: cacheWithEmptySections() });
    await heading('アクメ倉庫');
    expect(screen.getByRole('link', { name: 'マイユニット' })).toHaveAttribute(
      'href',
      '/acme/myunit',
    );
    expect(screen.queryByRole('link', { name: 'ログイン' })).not.toBeInTheDocument();
  });

  it('still offers マイユニット when the admin check cleared the token of a signed-in user', async () => {
    // Spec section 6: a non-admin's token is cleared by the admin check; they stay signed in.
    auth.state = { token: '', userEmail: 'user@example.com', ready: true };
    renderApp('/acme', { queryClient: cacheWithEmptySections() });
    await heading('アクメ倉庫');
    expect(screen.getByRole('link', { name: 'マイユニット' })).toHaveAttribute(
      'href',
      '/acme/myunit',
    );
  });

  it('renders the home page in the top layout', async () => {
    renderApp('/', { queryClient: cacheWithEmptySections() });
    await heading('スペースナビ');
    expect(screen.getByRole('navigation', { name: 'サイト内' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('スペースナビ');
  });

  it('runs the user guard on /{brandId}/myunit and follows its redirect', async () => {
    vi.mocked(userAuthGuard).mockImplementationOnce(async ({ params }) => {
      throw redirect(`/${params['brandId']}/terms?redirect=%2Facme%2Fmyunit`);
    });
    const { router } = renderApp('/acme/myunit');
    await heading('利用規約');
    expect(userAuthGuard).toHaveBeenCalledTimes(1);
    expect(vi.mocked(userAuthGuard).mock.calls[0]![0].params).toEqual({ brandId: 'acme' });
    expect(router.state.location.search).toBe('?redirect=%2Facme%2Fmyunit');
  });

  it('shows /{brandId}/myunit when the user guard lets the visitor through', async () => {
    renderApp('/acme/myunit');
    await heading('マイユニット');
    expect(userAuthGuard).toHaveBeenCalledTimes(1);
  });

  it('runs the admin guard before an admin screen and keeps the visitor out when it redirects', async () => {
    vi.mocked(adminAuthGuard).mockImplementation(async () => {
      throw redirect('/admin/grantAdmin?redirect=%2Fadmin%2Fbrands');
    });
    const { router } = renderApp('/admin/brands');
    await heading('管理者権限の付与');
    expect(router.state.location.pathname).toBe('/admin/grantAdmin');
    expect(screen.queryByRole('heading', { name: 'ブランド一覧' })).not.toBeInTheDocument();
  });

  it('does not guard /admin/grantAdmin', async () => {
    renderApp('/admin/grantAdmin');
    await heading('管理者権限の付与');
    expect(adminAuthGuard).not.toHaveBeenCalled();
    // Signed out: no admin menu, no sign-out button.
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ログアウト' })).not.toBeInTheDocument();
  });

  it('shows a signed-in customer on /admin/grantAdmin the header without the admin menus', async () => {
    auth.state = { token: idToken({ isAdmin: false }), userEmail: 'user@example.com', ready: true };
    renderApp('/admin/grantAdmin');
    await heading('管理者権限の付与');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '管理メニュー' })).not.toBeInTheDocument();
  });

  it('shows the admin header with the email, the menus and a working ログアウト', async () => {
    auth.state = { token: idToken({ isAdmin: true }), userEmail: 'admin@example.com', ready: true };
    // The layout, not the screen, is under test: the screen's own data read has no emulator
    // here and ends in the error screen inside the layout.
    const { router } = renderApp('/admin/brands/acme/assets/a1/layout');
    await screen.findByRole('navigation', { name: '管理メニュー' });
    expect(adminAuthGuard).toHaveBeenCalledTimes(1);
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '管理メニュー' })).toBeInTheDocument();
    const brandMenu = screen.getByRole('navigation', { name: 'ブランド acme の管理メニュー' });
    expect(within(brandMenu).getByRole('link', { name: '物件一覧' })).toHaveAttribute(
      'href',
      '/admin/brands/acme/assets',
    );
    const adminMenu = screen.getByRole('navigation', { name: '管理メニュー' });
    expect(within(adminMenu).getByRole('link', { name: '管理者権限の付与' })).toHaveAttribute(
      'href',
      '/admin/grantAdmin',
    );

    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });

  it.each([
    ['/Acme/flow', 'サイト内'],
    ['/acme/info/..%2F..', 'アクメ倉庫のメニュー'],
    ['/acme/a1/s1/nothing-here', 'アクメ倉庫のメニュー'],
    ['/unknown-brand/flow', 'サイト内'],
    ['/news/n-1/extra', 'サイト内'],
    ['/news/bad%20id', 'サイト内'],
  ])('shows the 404 page with the path for %s, inside the layout', async (url, navName) => {
    renderApp(url);
    const h1 = await heading('ページが見つかりません');
    const main = screen.getByRole('main');
    expect(main).toContainElement(h1);
    expect(within(main).getByText(new URL(url, 'http://x').pathname)).toBeInTheDocument();
    // A published brand's menus come with the brand, read after the 404 page is shown.
    expect(await screen.findByRole('navigation', { name: navName })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'ホームへ戻る' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('ページが見つかりません | スペースナビ'));
  });

  it('answers an invalid admin address with the 404 page before asking the guard', async () => {
    renderApp('/admin/brands/ACME/users');
    await heading('ページが見つかりません');
    expect(adminAuthGuard).not.toHaveBeenCalled();
  });
});

describe('screen loaders and errors', () => {
  function entries(extra: RouteEntry): RouteEntry[] {
    return [
      {
        id: 'home',
        path: '/',
        title: 'ホーム',
        layout: 'top',
        guard: 'none',
        screen: 'test',
        load: async () => ({ Component: () => <h1>ホーム</h1> }),
      },
      extra,
    ];
  }

  function throwingRoute(error: unknown): RouteEntry {
    return {
      id: 'x',
      path: '/x',
      title: 'X',
      layout: 'top',
      guard: 'none',
      screen: 'x',
      load: async () => ({ Component: () => <Link to="/">x</Link> }),
      loader: () => () => {
        throw error;
      },
    };
  }

  it('turns `throw data(null, { status: 404 })` in a loader into the 404 page', async () => {
    renderApp('/x', {
      entries: entries(throwingRoute(data(null, { status: 404 }))),
    });
    await heading('ページが見つかりません');
    expect(screen.getByText('/x')).toBeInTheDocument();
  });

  it("uses a loader's own 404 message", async () => {
    renderApp('/x', {
      entries: entries(throwingRoute(data('このお知らせは公開が終了しました', { status: 404 }))),
    });
    await heading('このお知らせは公開が終了しました');
  });

  it('shows the error screen with the status code, and ホームへ戻る goes to /', async () => {
    const { router } = renderApp('/x', {
      entries: entries(throwingRoute(data(null, { status: 503 }))),
    });
    await heading('エラーが発生しました');
    expect(screen.getByText('503')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ホームへ戻る' }));
    await heading('ホーム');
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a thrown response's own message with its status", async () => {
    renderApp('/x', {
      entries: entries(throwingRoute(data('認証トークンの取得に失敗しました', { status: 500 }))),
    });
    await heading('エラーが発生しました');
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('認証トークンの取得に失敗しました')).toBeInTheDocument();
  });

  it('shows status 500 for an unexpected exception', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/x', { entries: entries(throwingRoute(new Error('boom'))) });
    await heading('エラーが発生しました');
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText(/予期しないエラーが発生しました/)).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the error screen inside the layout when a screen throws while rendering', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken: RouteEntry = {
      id: 'x',
      path: '/x',
      title: 'X',
      layout: 'top',
      guard: 'none',
      screen: 'test',
      load: async () => ({
        Component: () => {
          throw new Error('render bug');
        },
      }),
    };
    renderApp('/x', { entries: entries(broken) });
    const h1 = await heading('エラーが発生しました');
    expect(screen.getByRole('main')).toContainElement(h1);
    expect(screen.getByText('500')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the error screen from the root when a whole layout fails to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fine = async () => ({ Component: () => <p>layout</p> });
    const layouts = {
      top: () => Promise.reject(new Error('layout module crashed')),
      default: fine,
      admin: fine,
    };
    renderApp('/', { entries: entries(throwingRoute(null)), layouts });
    await heading('エラーが発生しました');
    expect(screen.getByText('500')).toBeInTheDocument();
    // The layout never rendered, so neither did its <main>.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows the error screen instead of reloading again when a chunk fails within 10 s of a reload', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page's clock stands still, so the reload was exactly 2 s ago however slow the run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T03:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    sessionStorage.setItem(chunkReloadKey, String(Date.now() - 2000));
    const missingChunk: RouteEntry = {
      id: 'x',
      path: '/x',
      title: 'X',
      layout: 'top',
      guard: 'none',
      screen: 'test',
      load: () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/x-1234.js'),
        ),
    };
    renderApp('/x', { entries: entries(missingChunk) });
    await heading('エラーが発生しました');
    expect(screen.getByText(/ページの読み込みに失敗しました/)).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
