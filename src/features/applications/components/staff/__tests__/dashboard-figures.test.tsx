import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { dashboardFiguresQuery, type BrandFigures } from '../../../api/get-dashboard-figures';
import { DashboardFigures } from '../dashboard-figures';
import { formatFigureDate } from '../../../format-figure-date';

const none = { count: 0, first: null };

function brand(overrides: Partial<BrandFigures>): BrandFigures {
  return {
    brandId: 'sorakura',
    name: 'ソラクラ',
    published: true,
    submittedApplications: none,
    terminationRequests: none,
    newContacts: none,
    newViewingRequests: none,
    overdueBills: none,
    failedMails: none,
    vacancy: { available: 38, total: 96 },
    ...overrides,
  };
}

function renderDashboard(figures: BrandFigures[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  queryClient.setQueryData(dashboardFiguresQuery().queryKey, figures);
  return renderApp('/admin', {
    queryClient,
    routes: [{ path: '/admin', element: <DashboardFigures /> }],
  });
}

describe('formatFigureDate', () => {
  it('leaves out this year', () => {
    expect(formatFigureDate('2026-11-09', '2026-11-24')).toBe('11月9日（月）');
    expect(formatFigureDate(new Date('2025-12-27T03:00:00Z'), '2026-11-24')).toBe(
      '2025年12月27日（土）',
    );
  });
});

describe('DashboardFigures', () => {
  // 「今年」 is 2026 in Japan.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows each brand’s figures, each a link to the list of exactly those records', () => {
    renderDashboard([
      brand({
        submittedApplications: { count: 5, first: new Date('2026-11-09T03:00:00Z') },
        terminationRequests: { count: 1, first: '2026-12-31' },
        newContacts: { count: 2, first: new Date('2026-11-20T03:00:00Z') },
        newViewingRequests: { count: 1, first: new Date('2026-11-21T03:00:00Z') },
        overdueBills: { count: 7, first: '2025-12-27' },
        failedMails: { count: 2, first: new Date('2026-11-23T03:00:00Z') },
      }),
      brand({
        brandId: 'kura-next',
        name: 'クラネクスト',
        published: false,
        vacancy: { available: 0, total: 0 },
      }),
    ]);
    const sorakura = screen.getByRole('region', { name: 'ソラクラ' });
    const link = (name: RegExp) => within(sorakura).getByRole('link', { name });
    expect(link(/^新しいお申し込み/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura?status=submitted',
    );
    expect(link(/^新しいお申し込み/)).toHaveTextContent('最も古い受付11月9日（月）5件');
    expect(link(/^新しいお問い合わせ/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/contacts?status=new',
    );
    expect(link(/^新しい内見予約/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/previews?status=new',
    );
    expect(link(/^解約のお申し出/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura?status=termination-requested',
    );
    expect(link(/^解約のお申し出/)).toHaveTextContent('最も近い解約希望日12月31日（木）1件');
    expect(link(/^支払期限超過/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/billing?status=overdue',
    );
    expect(link(/^支払期限超過/)).toHaveTextContent('最も古い支払期限2025年12月27日（土）7件');
    // Mails that could not be sent (issue 29): the brand's mail log, エラー only.
    expect(link(/^送信できなかったメール/)).toHaveAttribute(
      'href',
      '/admin/brands/sorakura/mails?state=ERROR',
    );
    expect(link(/^送信できなかったメール/)).toHaveTextContent('最新のエラー11月23日（月）2件');
    expect(link(/^空室率/)).toHaveAttribute('href', '/admin/brands/sorakura/assets');
    expect(link(/^空室率/)).toHaveTextContent('空き 38 / 96 区画（公開中の物件）40%');
    expect(link(/^新しいお申し込み/)).toHaveClass('dashboard-figure--todo');

    const kura = screen.getByRole('region', { name: 'クラネクスト' });
    expect(kura).toHaveTextContent('非公開');
    expect(within(kura).getByRole('link', { name: /^新しいお申し込み/ })).not.toHaveClass(
      'dashboard-figure--todo',
    );
    expect(within(kura).getByRole('link', { name: /^空室率/ })).toHaveTextContent(
      '公開中の区画がありません—',
    );
  });

  it('points to the brand list when there is no brand yet', () => {
    renderDashboard([]);
    expect(screen.getByRole('link', { name: 'ブランド一覧' })).toHaveAttribute(
      'href',
      '/admin/brands',
    );
  });
});
