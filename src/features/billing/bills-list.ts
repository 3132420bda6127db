import type { ServerListDefinition } from '@/components/admin/use-server-list';
import type { ListFilters } from '@/lib/list-filters';
import {
  billsCountQueryOptions,
  billsPageQueryOptions,
  type BillsPage,
} from './api/get-bills-page';
import type { BillRow } from './bill-row';
import {
  billingParams,
  billingViewSearch,
  parseBillingView,
  type BillingView,
} from './billing-view';

/** Whose bills, and the day that decides 支払期限超過 (not in the address). */
export type BillsScope = { brandId: string; today: string };

const billingViewFilters: ListFilters<BillingView, BillsScope> = {
  read: (params, { today }) => parseBillingView(params, today),
  write: (next, view) => {
    for (const param of Object.values(billingParams)) next.delete(param);
    for (const [param, value] of new URLSearchParams(billingViewSearch(view))) {
      next.set(param, value);
    }
  },
};

/**
 * The billing screen's bills (useServerList): a month's or a state's, a page at a time; the
 * count of all on its own, so the first rows do not wait for it.
 */
export const billsList: ServerListDefinition<BillsScope, BillingView, BillRow, BillsPage> = {
  filters: billingViewFilters,
  page: ({ brandId, today }, view, request) => billsPageQueryOptions(brandId, view, today, request),
  count: ({ brandId, today }, view) => billsCountQueryOptions(brandId, view, today),
};
