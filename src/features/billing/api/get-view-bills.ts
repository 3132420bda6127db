import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { billingKeys } from './keys';
import type { BillingView } from '../billing-view';
import { getMonthBills } from './get-month-bills';
import { getStatusBills } from './get-status-bills';
import type { BillList } from './read-bills';

/**
 * The read a view needs: its month's bills, or every month's bills in its state (the same
 * keys as monthBillsQuery and statusBillsQuery).
 */
export const viewBillsQuery = (brandId: string, view: BillingView, today: string) =>
  queryOptions({
    queryKey:
      view.kind === 'month'
        ? billingKeys.month(brandId, view.period)
        : [...billingKeys.status(brandId, view.status), today],
    queryFn: () =>
      view.kind === 'month'
        ? getMonthBills(brandId, view.period)
        : getStatusBills(brandId, view.status, today),
  });

export function useViewBills(brandId: string, view: BillingView, today: string): BillList {
  return useSuspenseQuery(viewBillsQuery(brandId, view, today)).data;
}
