import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import { publishedBrandsQuery } from '@/features/brands/api/get-published-brands';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';
import { publishedNoticeQuery } from '@/features/content/api/get-published-notice';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import type { NoticeWithId as Notice } from '@/features/content/api/get-published-notices';
import { sitePageQuery } from '@/features/content/api/get-site-page';
import type { Asset } from '@/lib/model/asset';
import type { Brand } from '@/lib/model/brand';
import { brandFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';

// The screens' real loaders and components over a cache filled through the real query
// factories: a loader that asked for other keys than its screen reads would fetch (and fail,
// nothing answers in jsdom), so these tests also hold loader and screen to the same data.
const at = new Date('2026-04-01T01:00:00Z');

function brand(name: string, overrides: Partial<Brand> = {}): Brand {
  return brandFixture({ name, tagline: `${name}のキャッチコピー`, description: '', ...overrides });
}

function notice(id: string, title: string, publishedAt: string, body = '本文です。'): Notice {
  return {
    id,
    title,
    body,
    publishedAt: new Date(publishedAt),
    published: true,
    createdAt: at,
    updatedAt: at,
  };
}

// Only what the sitemap reads: the asset model grows with the list and asset screens.
function asset(assetNumber: string, name: string, prefecture: Asset['prefecture']): Asset {
  return { assetNumber, name, prefecture, city: '千代田区', published: true } as Asset;
}

const siteNews = [
  notice('n4', '年末年始の窓口について', '2026-11-10T01:00:00Z'),
  notice('n3', '請求の確認ができるようになりました', '2026-10-01T01:00:00Z'),
  notice('n2', '夏季の熱中症対策', '2026-07-15T01:00:00Z'),
  notice('n1', 'サイトをリニューアルしました', '2026-04-01T01:00:00Z'),
];

function filledCache(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const set = <T,>(options: { queryKey: readonly unknown[] }, value: T) =>
    queryClient.setQueryData(options.queryKey, value);
  set(publishedBrandsQuery(), [
    { ...brand('アクメ倉庫'), id: 'acme' },
    { ...brand('モトガレージ', { kind: 'bike-garage', sortOrder: 2 }), id: 'moto' },
  ]);
  set(publishedBrandQuery('acme'), brand('アクメ倉庫'));
  // An unpublished brand: its own reads would be refused (see ensure-brand-with.test.ts).
  set(publishedBrandQuery('gone'), null);
  set(publishedFaqsQuery('gone'), []);
  set(publishedNoticesQuery('gone'), []);
  set(publishedNoticeQuery('gone', 'i1'), null);
  set(publishedAssetsQuery('gone'), []);
  set(sitePageQuery('introduction'), {
    title: 'レンタルスペースをもっと身近に',
    body: '近くの空き区画を**スマートフォンで**探せます。',
    updatedAt: at,
  });
  set(sitePageQuery('partnership'), {
    title: 'オーナーさまへ',
    body: '土地活用のご相談',
    updatedAt: at,
  });
  set(sitePageQuery('transaction'), {
    title: '特定商取引法に基づく表記',
    body: '| 項目 | 内容 |\n| --- | --- |\n| 表示価格 | 税込 |',
    updatedAt: at,
  });
  set(publishedNoticesQuery(null), siteNews);
  set(publishedNoticeQuery(null, 'n4'), siteNews[0]);
  set(publishedNoticeQuery(null, 'draft'), null);
  set(publishedNoticesQuery('acme'), [notice('i1', '新店舗オープン', '2026-09-01T01:00:00Z')]);
  set(
    publishedNoticeQuery('acme', 'i1'),
    notice(
      'i1',
      '新店舗オープン',
      '2026-09-01T01:00:00Z',
      '## ご案内\n\n**9月1日**に開業しました。',
    ),
  );
  set(publishedFaqsQuery(null), [
    { id: 'f1', question: '支払方法は？', answer: 'カードです。', category: 'お支払い' },
  ]);
  set(publishedFaqsQuery('acme'), [
    { id: 'b1', question: '24時間使えますか？', answer: 'はい。', category: '' },
  ]);
  set(publishedAssetsQuery('acme'), [
    asset('A-1', '神田ストレージ', '東京都'),
    asset('B-2', '横浜ストレージ', '神奈川県'),
  ]);
  return queryClient;
}

function h1(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('top pages', () => {
  it('/ shows the brands, the introduction, the latest three news and the operator pages', async () => {
    renderApp('/', { queryClient: filledCache() });
    await h1('スペースナビ');
    const brands = screen.getByRole('region', { name: 'ブランドから探す' });
    expect(within(brands).getByRole('link', { name: 'アクメ倉庫' })).toHaveAttribute(
      'href',
      '/acme',
    );
    expect(within(brands).getByRole('link', { name: 'モトガレージ' })).toHaveAttribute(
      'href',
      '/moto',
    );
    expect(within(brands).getByText('バイクガレージ')).toBeInTheDocument();

    const news = screen.getByRole('region', { name: 'お知らせ' });
    const links = within(news).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/news/n4',
      '/news/n3',
      '/news/n2',
      '/news',
    ]);
    expect(links[3]).toHaveTextContent('お知らせ一覧');

    // The introduction comes right after the hero, its markdown rendered once the renderer loads.
    const introduction = screen.getByRole('region', { name: 'レンタルスペースをもっと身近に' });
    expect(introduction).toHaveAttribute('id', 'introduction');
    expect(await within(introduction).findByText('スマートフォンで')).toHaveProperty(
      'tagName',
      'STRONG',
    );
    expect(screen.getByRole('region', { name: 'オーナーさまへ' })).toHaveAttribute(
      'id',
      'partnership',
    );
    const transaction = screen.getByRole('region', { name: '特定商取引法に基づく表記' });
    expect(transaction).toHaveAttribute('id', 'transaction');
    expect(await within(transaction).findByRole('table')).toBeInTheDocument();

    const footer = within(screen.getByRole('navigation', { name: '運営者情報' }));
    expect(footer.getByRole('link', { name: 'パートナーシップ' })).toHaveAttribute(
      'href',
      '/#partnership',
    );
    expect(footer.getByRole('link', { name: '特定商取引法に基づく表記' })).toHaveAttribute(
      'href',
      '/#transaction',
    );
  });

  it('/news lists every news item newest first with its Japanese date', async () => {
    renderApp('/news', { queryClient: filledCache() });
    await h1('お知らせ');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual([
      '/news/n4',
      '/news/n3',
      '/news/n2',
      '/news/n1',
    ]);
    expect(items[0]).toHaveTextContent('2026年11月10日（火）年末年始の窓口について');
  });

  it('/news/{noticeId} shows the article with its date and a way back', async () => {
    renderApp('/news/n4', { queryClient: filledCache() });
    await h1('年末年始の窓口について');
    expect(screen.getByText('2026年11月10日（火）')).toHaveAttribute(
      'dateTime',
      '2026-11-10T01:00:00.000Z',
    );
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute(
      'href',
      '/news',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
  });

  it('/news/{noticeId} of a draft or unknown item is the 404 page', async () => {
    renderApp('/news/draft', { queryClient: filledCache() });
    await h1('ページが見つかりません');
    expect(screen.getByText('/news/draft')).toBeInTheDocument();
  });

  it('/faq shows the site FAQ with its search box', async () => {
    renderApp('/faq', { queryClient: filledCache() });
    await h1('よくある質問');
    expect(screen.getByRole('searchbox', { name: 'キーワードで質問を探す' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'お支払い' })).toBeInTheDocument();
  });
});

describe('brand pages', () => {
  it('/{brandId}/faq shows the brand FAQ and ends with the brand contact page', async () => {
    renderApp('/acme/faq', { queryClient: filledCache() });
    await h1('よくある質問');
    expect(screen.getByRole('heading', { level: 2, name: 'その他' })).toBeInTheDocument();
    const prompt = screen.getByRole('complementary', { name: 'お問い合わせのご案内' });
    expect(within(prompt).getByRole('link', { name: 'お問い合わせフォームへ' })).toHaveAttribute(
      'href',
      '/acme/contact',
    );
  });

  it('/{brandId}/info and /{brandId}/info/{noticeId} show the brand お知らせ', async () => {
    renderApp('/acme/info', { queryClient: filledCache() });
    await h1('お知らせ');
    expect(screen.getByRole('link', { name: /新店舗オープン/ })).toHaveAttribute(
      'href',
      '/acme/info/i1',
    );

    renderApp('/acme/info/i1', { queryClient: filledCache() });
    await h1('新店舗オープン');
    expect(await screen.findByRole('heading', { level: 2, name: 'ご案内' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute(
      'href',
      '/acme/info',
    );
  });

  it('/{brandId}/sitemap links every page and every published asset', async () => {
    renderApp('/acme/sitemap', { queryClient: filledCache() });
    await h1('サイトマップ');
    const main = within(screen.getByRole('main'));
    for (const [name, href] of [
      ['物件一覧', '/acme/list'],
      ['ご利用の流れ', '/acme/flow'],
      ['特定商取引法に基づく表記', '/acme/transaction'],
      ['ログイン', '/acme/login'],
    ]) {
      expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(main.getByRole('heading', { level: 2, name: '物件（2件）' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 3, name: '神奈川県' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: '横浜ストレージ' })).toHaveAttribute('href', '/acme/B-2');
    expect(main.getByText('千代田区・物件番号 A-1')).toBeInTheDocument();
  });

  it.each(['/gone/faq', '/gone/info', '/gone/info/i1', '/gone/sitemap'])(
    '%s of an unknown or unpublished brand is the 404 page',
    async (url) => {
      renderApp(url, { queryClient: filledCache() });
      await h1('ページが見つかりません');
    },
  );
});
