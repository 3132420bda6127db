import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import { BrandPageView } from '@/features/content/components/brand-page-view';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { adminFaqsQuery } from '@/features/content/api/admin-get-faqs';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';
import { adminSitePageQuery } from '@/features/content/api/admin-get-site-page';
import { PageChangedError } from '@/features/content/page-changed-error';
import type { BrandPage } from '@/lib/model/brand-page';
import { brandFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { Component as BrandFaqScreen } from '../routes/admin/brand/faq';
import { Component as BrandInfoScreen } from '../routes/admin/brand/info';
import { Component as TermsScreen } from '../routes/admin/brand/terms';
import { Component as IntroductionScreen } from '../routes/admin/js-introduction';

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
  set(adminBrandPageQuery('acme', 'terms'), stored);
  set(brandPageQuery('acme', 'terms'), stored);
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

const renderTerms = () =>
  renderScreen('/admin/brands/:brandId/terms', '/admin/brands/acme/terms', TermsScreen);

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
    renderScreen('/admin/brands/:brandId/info', '/admin/brands/acme/info', BrandInfoScreen);
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
    renderScreen('/admin/js/introduction', '/admin/js/introduction', IntroductionScreen);
    const preview = previewPane();
    expect(
      within(preview).getByRole('heading', { name: 'レンタルスペースをもっと身近に' }),
    ).toBeInTheDocument();
    expect(preview.querySelector('.markdown strong')).toHaveTextContent('スマートフォンで');
  });
});
