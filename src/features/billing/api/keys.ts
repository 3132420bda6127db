import { applicationKeys } from '@/features/applications/api/keys';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import type { BillState } from '#shared/model/bill.js';
import type { BillingView } from '../billing-view';

const all = (brandId: string) => ['brands', brandId, 'bills'] as const;
const staff = (brandId: string) => ['admin', 'brands', brandId, 'bills'] as const;

/**
 * The bills' query keys: a customer's own bills under `['brands', b, 'bills']`, the billing
 * screen's under `['admin', 'brands', b, 'bills']`. The applications the billing screen reads
 * sit under the brand's staff applications key, so a staff move of an application (which
 * refreshes that key) refreshes them too.
 */
export const billingKeys = {
  all,
  byUser: (brandId: string, uid: string) => [...all(brandId), 'user', uid] as const,
  /** the customer's own 預り金 (brands/{b}/credits/{uid}) */
  credit: (brandId: string, uid: string) => [...all(brandId), 'credit', uid] as const,
  /** the customer's bills in a sent 依頼データ awaiting the result (their own debitItems) */
  pendingDebits: (brandId: string, uid: string) => [...all(brandId), 'pendingDebits', uid] as const,
  staff,
  month: (brandId: string, period: string) => [...staff(brandId), 'month', period] as const,
  /** one page of the billing screen's table (getBillsPage) */
  page: (brandId: string, view: BillingView, today: string, request: ListPageRequest) =>
    [...staff(brandId), 'page', view, today, request] as const,
  /** how many bills the table's view holds (a count query, apart from the page) */
  count: (brandId: string, view: BillingView, today: string) =>
    [...staff(brandId), 'count', view, today] as const,
  status: (brandId: string, status: BillState) => [...staff(brandId), 'status', status] as const,
  /** the billing screen's totals and aging (count and sum aggregation queries) */
  totals: (brandId: string) => [...staff(brandId), 'totals'] as const,
  /** the bills a month's 仕訳 are made from (the accounting CSVs) */
  journal: (brandId: string, period: string) => [...staff(brandId), 'journal', period] as const,
  /** the brand's mapped 入出金明細 layouts (statementFormats) */
  statementFormats: (brandId: string) => [...staff(brandId), 'statementFormats'] as const,
  billedApplications: (brandId: string) => [...applicationKeys.staff(brandId), 'billed'] as const,
  exportApplications: (brandId: string) => [...applicationKeys.staff(brandId), 'export'] as const,
};
