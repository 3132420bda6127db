import { billStateLabels } from '#shared/model/bill.js';
import type { BillingView } from '../billing-view';

/**
 * `sorakura-請求-2026-12.csv`, `sorakura-請求-2026-12-未払い.csv` (one state of a month),
 * `sorakura-請求-支払期限超過.csv` (every month's bills in one state).
 */
export function billsCsvFileName(brandId: string, view: BillingView): string {
  const status = view.status === null ? null : billStateLabels[view.status];
  const scope = view.kind === 'month' ? [view.period, status].filter(Boolean).join('-') : status;
  return `${brandId}-請求-${scope}.csv`;
}

/** `sorakura-申込-2026-11-24.csv` (the day it was written). */
export function applicationsCsvFileName(brandId: string, today: string): string {
  return `${brandId}-申込-${today}.csv`;
}

/** The accounting products the month's 仕訳 are written for (docs/billing.md). */
export type AccountingProduct = 'freee' | 'moneyforward';
export const accountingProductNames: Record<AccountingProduct, string> = {
  freee: 'freee会計',
  moneyforward: 'マネーフォワード クラウド会計',
};

/** What the buttons and the file names call them (a button fits a phone's width). */
export const accountingProductShortNames: Record<AccountingProduct, string> = {
  freee: 'freee',
  moneyforward: 'マネーフォワード',
};

/** `sorakura-仕訳-freee-2026-12.csv`, `sorakura-仕訳-マネーフォワード-2026-12.csv`. */
export function journalCsvFileName(
  brandId: string,
  product: AccountingProduct,
  period: string,
): string {
  return `${brandId}-仕訳-${accountingProductShortNames[product]}-${period}.csv`;
}
