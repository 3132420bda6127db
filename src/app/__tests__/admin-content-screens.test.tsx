import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import { BrandPageView } from '@/features/content/components/brand-page-view';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { adminFaqsQuery } from '@/features/content/api/admin-get-faqs';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';
import { termsVersionQuery } from '@/features/content/api/admin-get-terms-version';
import { PageChangedError } from '@/features/content/page-changed-error';
import type { BrandPage } from '@/lib/model/brand-page';
import { brandFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { Component as BrandFaqScreen } from '../routes/admin/brand/faq';
import type { AppRouteHandle } from '../create-app-routes';
import { routeTable } from '../route-table';
import { Component as BrandNoticesScreen } from '../routes/admin/brand/notices';
import { Component as BrandPageEditorScreen } from '../routes/admin/brand/page-editor';
import { Component as SitePageEditorScreen } from '../routes/admin/site-page-editor';

// The admin content screens as composed in src/app: the feature's editors with the public
// pages' own components as their preview. Saving is mocked here (the e2e test saves for real).
const { saveBrandPage } = vi.hoisted(() => ({ saveBrandPage: vi.fn() }));
vi.mock('@/features/content/api/admin-save-brand-page', () => ({
  useSaveBrandPage: () => ({ mutateAsync: saveBrandPage }),
}));

const sampleBody = [
  '## 第1条（目的）',
  '',
  '本規約は、トランクルームの利用について定めます。',
  '改行をはさんだ日本語の文です。',
  '',
  '## 第2条（料金）',
  '',
  '| 項目 | 金額 |',
  '| --- | --- |',
  '| 月額 | 8,800円 |',
  '',
  '## 第3条（禁止事項）',
  '',
  '- 危険物の保管',
  '- [お問い合わせ](/acme/contact)なしの転貸',
].join('\n');

const stored: BrandPage = {
  title: '利用規約',
  body: sampleBody,
  version: 2,
  updatedAt: new Date('2026-04-01T01:00:00Z'),
};

function cache(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const set = (options: { queryKey: readonly unknown[] }, value: unknown) =>
    queryClient.setQueryData(options.queryKey, value);
  set(adminBrandQuery('acme'), brandFixture({ name: 'アクメ倉庫' }));
  // The public page names the brand in its title.
  set(publishedBrandQuery('acme'), brandFixture({ name: 'アクメ倉庫' }));
  set(adminBrandPageQuery('acme', 'terms'), stored);
  set(adminBrandPageQuery('acme', 'privacy-policy'), null);
  set(adminBrandPageQuery('acme', 'thanks'), null);
  set(adminSitePageQuery('partnership'), null);
  set(brandPageQuery('acme', 'terms'), stored);
  set(termsVersionQuery('acme', 1), {
    title: '利用規約',
    body: '## 第1条（目的）\n\n最初の版の本文です。',
    version: 1,
    updatedAt: new Date('2025-10-01T01:00:00Z'),
  });
  set(adminFaqsQuery('acme'), []);
  set(adminNoticesQuery('acme'), []);
  set(adminSitePageQuery('introduction'), {
    title: 'レンタルスペースをもっと身近に',
    body: '近くの空き区画を**スマートフォンで**探せます。',
    updatedAt: new Date('2026-04-01T01:00:00Z'),
  });
  return queryClient;
}

function renderScreen(pattern: string, url: string, Screen: ComponentType) {
  return renderApp(url, {
    queryClient: cache(),
    routes: [
      { path: pattern, element: <Screen /> },
      { path: '*', element: <p>別のページ</p> },
    ],
  });
}

/**
 * A family screen on a real line of the route table: the line's pattern, and its title and
 * props in the route's handle as createAppRoutes puts them (guard and loader left out: the
 * cache is filled above).
 */
function renderLine(id: string, url: string, Screen: ComponentType) {
  const entry = routeTable.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no table entry ${id}`);
  const handle: AppRouteHandle = {
    title: entry.title,
    layout: entry.layout,
    guard: entry.guard,
    ...(entry.props ? { props: entry.props } : {}),
  };
  return renderApp(url, {
    queryClient: cache(),
    routes: [
      { path: entry.path, handle, element: <Screen /> },
      { path: '*', element: <p>別のページ</p> },
    ],
  });
}

const renderTerms = () =>
  renderLine('admin-brand-terms', '/admin/brands/acme/terms', BrandPageEditorScreen);

function previewPane(): HTMLElement {
  return screen.getByRole('region', { name: 'プレビュー' });
}

beforeEach(() => {
  saveBrandPage.mockReset();
});

describe('admin terms screen', () => {
  it('previews the body exactly as the public terms page renders it', async () => {
    const publicPage = renderApp('/acme/terms', {
      queryClient: cache(),
      routes: [
        {
          path: '/acme/terms',
          element: (
            <BrandPageView
              brandId="acme"
              pageKey="terms"
              fallbackTitle="利用規約"
              showVersion
              showOutline
            />
          ),
        },
      ],
    });
    await screen.findByRole('heading', { level: 1, name: '利用規約' });
    const publicMarkdown = publicPage.container.querySelector('.markdown')!.innerHTML;
    // The outline links are hashes of the current address (/acme/terms#… there, /admin/… here).
    const outlineOf = (root: ParentNode) =>
      root.querySelector('.brand-page__outline')!.innerHTML.replace(/href="[^"#]*#/g, 'href="#');
    const publicOutline = outlineOf(publicPage.container);
    publicPage.unmount();

    renderTerms();
    const preview = previewPane();
    await waitFor(() => expect(preview.querySelector('.markdown')).not.toBeNull());
    expect(preview.querySelector('.markdown')!.innerHTML).toBe(publicMarkdown);
    expect(outlineOf(preview)).toBe(publicOutline);
    // The table, the headings with their ids and the in-app link are really there.
    expect(within(preview).getByRole('table')).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: '第2条（料金）' })).toHaveAttribute(
      'id',
      '第2条料金',
    );
    expect(within(preview).getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute(
      'href',
      '/acme/contact',
    );
    expect(screen.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute(
      'href',
      '/acme/terms',
    );
  });

  it('updates the preview as staff type', async () => {
    const user = userEvent.setup();
    renderTerms();
    const body = screen.getByRole('textbox', { name: /本文/ });
    await user.clear(body);
    await user.type(body, '## 新しい見出し');
    await waitFor(() =>
      expect(
        within(previewPane()).getByRole('heading', { level: 2, name: '新しい見出し' }),
      ).toBeInTheDocument(),
    );
  });

  it('states the 版, what saving means for customers, and asks before raising it', async () => {
    const user = userEvent.setup();
    saveBrandPage.mockResolvedValue(3);
    renderTerms();

    const status = screen.getByRole('region', { name: '現在の版' });
    expect(within(status).getByText('第2版')).toBeInTheDocument();
    const effect = within(status).getByText(/これから申し込むお客さまは新しい版に同意します/);
    expect(effect).toHaveTextContent(
      '保存すると第3版になります。これから申し込むお客さまは新しい版に同意します。すでにお申し込み済みのお客さまの同意は、同意した時点の版のまま記録されています。',
    );
    // The preview shows the page as it will be: the next 版.
    expect(within(previewPane()).getByText(/第3版 ・ 更新日/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /本文/ }), '\n\n追記です。');
    await user.click(screen.getByRole('button', { name: '保存する' }));

    const dialog = await screen.findByRole('dialog', {
      name: '利用規約を第3版として保存しますか？',
    });
    expect(saveBrandPage).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '第3版として保存する' }));

    await waitFor(() => expect(saveBrandPage).toHaveBeenCalledTimes(1));
    expect(saveBrandPage).toHaveBeenCalledWith({
      brandId: 'acme',
      key: 'terms',
      baseVersion: 2,
      fields: { title: '利用規約', body: `${sampleBody}\n\n追記です。` },
    });
    expect(await screen.findByText('第3版として保存しました')).toBeInTheDocument();
    expect(within(status).getByText('第3版')).toBeInTheDocument();
    expect(effect).toHaveTextContent(/^保存すると第4版になります。/);
  });

  it('lists これまでの版, each read as it was saved when opened', async () => {
    const user = userEvent.setup();
    renderTerms();
    const earlier = screen.getByRole('region', { name: 'これまでの版' });
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(earlier).getByText('第1版（本文を表示）'));
    expect(
      within(await within(earlier).findByRole('region', { name: '利用規約 第1版' })).getByText(
        '最初の版の本文です。',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when someone else saved first', async () => {
    const user = userEvent.setup();
    saveBrandPage.mockRejectedValue(new PageChangedError(3));
    renderTerms();
    await user.click(screen.getByRole('button', { name: '保存する' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '第3版として保存する' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'ほかの担当者が先に保存しました（現在 第3版）。',
    );
  });

  it('asks before leaving unsaved changes, and stays when told to', async () => {
    const user = userEvent.setup();
    const { router } = renderTerms();
    await user.type(screen.getByRole('textbox', { name: /本文/ }), '\n\n書きかけ');
    expect(screen.getByText('保存していない変更があります')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '公開ページを見る' }));
    const dialog = await screen.findByRole('dialog', {
      name: '保存していない変更があります。このページを離れますか？',
    });
    await user.click(within(dialog).getByRole('button', { name: 'このページに残る' }));
    expect(router.state.location.pathname).toBe('/admin/brands/acme/terms');
    expect(screen.getByRole('textbox', { name: /本文/ })).toHaveValue(`${sampleBody}\n\n書きかけ`);
  });

  it('asks for a title before anything else', async () => {
    const user = userEvent.setup();
    renderTerms();
    await user.clear(screen.getByRole('textbox', { name: /タイトル/ }));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findAllByText('タイトルを入力してください')).not.toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('admin FAQ and お知らせ screens', () => {
  it('previews a brand FAQ with the public FAQ list (分類 heading, question to open)', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/brands/:brandId/faq', '/admin/brands/acme/faq', BrandFaqScreen);
    await user.click(screen.getByRole('button', { name: '質問を追加' }));
    const form = screen.getByRole('form', { name: '質問の追加' });
    await user.type(within(form).getByRole('textbox', { name: /質問/ }), '駐車場はありますか？');
    await user.type(within(form).getByRole('textbox', { name: /回答/ }), '1台分あります。');
    await user.type(within(form).getByRole('textbox', { name: /分類/ }), '設備');
    const preview = previewPane();
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: '設備' })).toBeInTheDocument(),
    );
    expect(within(preview).getByText('駐車場はありますか？').closest('summary')).not.toBeNull();
    expect(within(preview).getByText('1台分あります。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute(
      'href',
      '/acme/faq',
    );
  });

  it('previews a brand お知らせ with the public article body (掲載日, markdown, back link)', async () => {
    const user = userEvent.setup();
    renderScreen('/admin/brands/:brandId/info', '/admin/brands/acme/info', BrandNoticesScreen);
    await user.click(screen.getByRole('button', { name: 'お知らせを追加' }));
    const form = screen.getByRole('form', { name: 'お知らせの追加' });
    await user.type(within(form).getByRole('textbox', { name: /タイトル/ }), '3階を増床しました');
    await user.type(within(form).getByRole('textbox', { name: /本文/ }), '## 20区画を追加');
    const preview = previewPane();
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { name: '20区画を追加' })).toBeInTheDocument(),
    );
    expect(within(preview).getByText('3階を増床しました')).toBeInTheDocument();
    expect(within(preview).getByText(/^掲載日/)).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute(
      'href',
      '/acme/info',
    );
  });

  it('previews a site page as a home page section, its markdown one heading level down', async () => {
    renderLine('admin-js-introduction', '/admin/js/introduction', SitePageEditorScreen);
    const preview = previewPane();
    expect(
      within(preview).getByRole('heading', { name: 'レンタルスペースをもっと身近に' }),
    ).toBeInTheDocument();
    expect(preview.querySelector('.markdown strong')).toHaveTextContent('スマートフォンで');
  });
});

describe('page editors driven by their route line', () => {
  it('serves the six brand page editors and the three site page editors from one screen each', () => {
    const screens = (ids: string[]) =>
      ids
        .map((id) => routeTable.find((entry) => entry.id === id))
        .map((entry) => [entry?.screen, entry?.props]);
    expect(
      screens([
        'admin-brand-terms',
        'admin-brand-privacy-policy',
        'admin-brand-transaction',
        'admin-brand-company-overview',
        'admin-brand-annotation',
        'admin-brand-thanks-page',
      ]),
    ).toEqual([
      ['admin/brand/page-editor', { pageKey: 'terms' }],
      ['admin/brand/page-editor', { pageKey: 'privacy-policy' }],
      ['admin/brand/page-editor', { pageKey: 'transaction' }],
      ['admin/brand/page-editor', { pageKey: 'company-overview' }],
      ['admin/brand/page-editor', { pageKey: 'annotation' }],
      ['admin/brand/page-editor', { pageKey: 'thanks' }],
    ]);
    expect(
      screens(['admin-js-partnership', 'admin-js-transaction', 'admin-js-introduction']),
    ).toEqual([
      ['admin/site-page-editor', { pageKey: 'partnership' }],
      ['admin/site-page-editor', { pageKey: 'transaction' }],
      ['admin/site-page-editor', { pageKey: 'introduction' }],
    ]);
  });

  it('shows the page of its line: title, lead and public page of プライバシーポリシー', () => {
    renderLine(
      'admin-brand-privacy-policy',
      '/admin/brands/acme/privacy-policy',
      BrandPageEditorScreen,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' }),
    ).toBeInTheDocument();
    expect(screen.getByText('アクメ倉庫のプライバシーポリシーを編集します。')).toBeInTheDocument();
    expect(
      screen.getByText('公開ページの「プライバシーポリシー」に表示されます。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute(
      'href',
      '/acme/privacy-policy',
    );
    expect(document.title).toContain('プライバシーポリシー（アクメ倉庫）');
  });

  it('shows 完了ページ on its line without a public page of its own', () => {
    renderLine('admin-brand-thanks-page', '/admin/brands/acme/thanks-page', BrandPageEditorScreen);
    expect(screen.getByRole('heading', { level: 1, name: '完了ページ' })).toBeInTheDocument();
    expect(
      screen.getByText('アクメ倉庫のお申し込み完了ページに表示する文章を編集します。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '公開ページを見る' })).not.toBeInTheDocument();
  });

  it('shows the site page of its line (パートナーシップ) and links to its home page section', () => {
    renderLine('admin-js-partnership', '/admin/js/partnership', SitePageEditorScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'パートナーシップ' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'トップページに掲載するパートナーシップ（物件オーナー・事業者の方へ）の内容を編集します。',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '公開ページを見る' })).toHaveAttribute(
      'href',
      '/#partnership',
    );
  });

  it('refuses to render a family screen on a line that gave it no props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen('/admin/js/partnership', '/admin/js/partnership', SitePageEditorScreen);
    expect(screen.queryByRole('heading', { name: 'パートナーシップ' })).not.toBeInTheDocument();
  });
});
