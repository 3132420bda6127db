import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import { billingSettingsQuery } from '@/features/payment/api/get-billing-settings';
import { paymentTermsQuery } from '@/features/payment/api/get-payment-terms';
import type { BillingSettings } from '@/lib/model/billing-settings';
import type { BrandPage } from '@/lib/model/brand-page';
import { paymentTerms } from '#shared/model/payment-terms.js';
import { brandFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import type { AppRouteHandle } from '../create-app-routes';
import { routeTable } from '../route-table';
import { Component as BrandPageEditorScreen } from '../routes/admin/brand/page-editor';
import { Component as BrandPageScreen } from '../routes/brand/page';

// ソラクラ's page as the demo data once had it: 支払方法 typed by staff, and wrong.
const stored: BrandPage = {
  title: '特定商取引法に基づく表記',
  body: [
    '| 項目 | 内容 |',
    '| --- | --- |',
    '| 販売事業者 | 株式会社アクメ |',
    '| 支払方法 | クレジットカード、口座振替 |',
    '| 支払時期 | 初期費用はご契約時 |',
    '| 解約・返金 | 日割りでの返金は行いません |',
  ].join('\n'),
  version: 1,
  updatedAt: new Date('2026-04-01T01:00:00Z'),
};

// Saved before クレジットカード was withdrawn: the tolerant read keeps it apart.
const settings: BillingSettings = {
  paymentMethods: ['transfer', 'debit'],
  withdrawnPaymentMethods: ['card'],
  bankAccount: {
    bankName: 'みずほ銀行',
    branchName: '神田支店',
    accountType: 'ordinary',
    accountNumber: '1234567',
    accountHolder: 'カ）アクメ',
  },
  issuerName: '株式会社アクメ',
  registrationNumber: null,
  note: '',
  updatedAt: new Date('2026-10-01T01:00:00Z'),
};

function cache(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const set = (options: { queryKey: readonly unknown[] }, value: unknown) =>
    queryClient.setQueryData(options.queryKey, value);
  set(adminBrandQuery('acme'), brandFixture({ name: 'アクメ倉庫' }));
  // The public page names the brand in its title (「アクメ倉庫の特定商取引法に基づく表記」).
  set(publishedBrandQuery('acme'), brandFixture({ name: 'アクメ倉庫' }));
  set(brandPageQuery('acme', 'transaction'), stored);
  set(adminBrandPageQuery('acme', 'transaction'), stored);
  set(paymentTermsQuery('acme'), paymentTerms({ methods: settings.paymentMethods }));
  set(billingSettingsQuery('acme'), settings);
  return queryClient;
}

/** A line of the route table with its handle, as createAppRoutes makes it (loader left out). */
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
    routes: [{ path: entry.path, handle, element: <Screen /> }],
  });
}

/** The table's rows as `label: value`. */
function rowsOf(root: HTMLElement): string[] {
  return within(within(root).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(': '));
}

describe('特定商取引法に基づく表記: 支払方法・支払時期 from the お支払い設定', () => {
  const expected = [
    '項目: 内容',
    '販売事業者: 株式会社アクメ',
    '支払方法: 銀行振込、口座振替',
    `支払時期: ${paymentTerms({ methods: ['transfer', 'debit'] }).timing}`,
    '解約・返金: 日割りでの返金は行いません',
  ];

  it('the public page states the methods the brand offers, whatever staff typed', async () => {
    const { container } = renderLine('brand-transaction', '/acme/transaction', BrandPageScreen);
    await screen.findByRole('heading', { level: 1, name: '特定商取引法に基づく表記' });
    expect(rowsOf(container)).toEqual(expected);
    expect(container).not.toHaveTextContent('クレジットカード');
  });

  it('the editor previews the page as visitors see it, and says the rows are made', async () => {
    renderLine('admin-brand-transaction', '/admin/brands/acme/transaction', BrandPageEditorScreen);
    const preview = screen.getByRole('region', { name: 'プレビュー' });
    await waitFor(() => expect(within(preview).queryByRole('table')).not.toBeNull());
    expect(rowsOf(preview)).toEqual(expected);
    expect(
      screen.getByText(/「支払方法」「支払時期」の行は「お支払い設定」から自動で作られ/),
    ).toBeInTheDocument();
  });
});
