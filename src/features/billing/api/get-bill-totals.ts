import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  collection,
  count,
  getAggregate,
  query,
  sum,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { BillState } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { agingDueDateRanges, type AgingTotals } from '../bill-aging';
import type { BillTotal } from '../bill-totals';
import type { BillingView } from '../billing-view';
import { billingKeys } from './keys';

export type BillTotals = {
  /** Count and yen per state (a month: all five; every month: the view's state). */
  byStatus: BillTotal[];
  all: { count: number; amount: number };
  /** 支払期限超過 by days past due, for the overdue view; null otherwise. */
  aging: AgingTotals | null;
};

type Figure = { count: number; amount: number };

/** Count and yen of the bills a query finds: one aggregation request, no bill sent. */
async function figure(q: Query): Promise<Figure> {
  const snapshot = await getAggregate(q, { count: count(), amount: sum('amount') });
  const { count: n, amount } = snapshot.data();
  return { count: n, amount };
}

/**
 * The billing screen's totals by count and sum aggregation queries (件数 and 金額 per state, the
 * aging buckets), so they cost the same at 20 or 20,000 bills. The states as billStateOn derives
 * them: 支払期限超過 unpaid and due before today, 一部入金 unpaid, not yet due and partly paid,
 * 未払い the other unpaid ones. Indexes in docs/data-model.md (query table).
 */
export async function getBillTotals(
  db: Firestore,
  brandId: string,
  view: BillingView,
  today: string,
): Promise<BillTotals> {
  const bills = collection(db, collectionPaths.bills(brandId));
  const scope: QueryConstraint[] =
    view.kind === 'month' ? [where('period', '==', view.period)] : [];
  const of = (...constraints: QueryConstraint[]) => figure(query(bills, ...scope, ...constraints));
  const unpaid = where('status', '==', 'unpaid');
  const overdueOnly = where('dueDate', '<', today);
  const wanted: BillState[] =
    view.kind === 'month' ? ['unpaid', 'partial', 'overdue', 'paid', 'cancelled'] : [view.status];
  const wants = (...states: BillState[]) => states.some((state) => wanted.includes(state));
  const wantsAging = view.kind === 'status' && view.status === 'overdue';
  const none = Promise.resolve(null);
  // 未払い is every unpaid bill less the overdue and the 一部入金 ones (billStateOn).
  const [allUnpaid, overdue, partial, paid, cancelled, buckets] = await Promise.all([
    wants('unpaid') ? of(unpaid) : none,
    wants('unpaid', 'overdue') ? of(unpaid, overdueOnly) : none,
    wants('unpaid', 'partial')
      ? of(unpaid, where('dueDate', '>=', today), where('paidAmount', '>', 0))
      : none,
    wants('paid') ? of(where('status', '==', 'paid')) : none,
    wants('cancelled') ? of(where('status', '==', 'cancelled')) : none,
    wantsAging
      ? Promise.all(
          agingDueDateRanges(today).map(async (range) => ({
            label: range.label,
            ...(await of(
              unpaid,
              ...(range.from === null ? [] : [where('dueDate', '>=', range.from)]),
              where('dueDate', '<', range.before),
            )),
          })),
        )
      : none,
  ]);
  const zero: Figure = { count: 0, amount: 0 };
  const figures: Record<BillState, Figure> = {
    unpaid:
      allUnpaid === null
        ? zero
        : {
            count: allUnpaid.count - (overdue?.count ?? 0) - (partial?.count ?? 0),
            amount: allUnpaid.amount - (overdue?.amount ?? 0) - (partial?.amount ?? 0),
          },
    partial: partial ?? zero,
    overdue: overdue ?? zero,
    paid: paid ?? zero,
    cancelled: cancelled ?? zero,
  };
  const byStatus = wanted.map((status) => ({ status, ...figures[status] }));
  const all = byStatus.reduce(
    (sumOf, t) => ({ count: sumOf.count + t.count, amount: sumOf.amount + t.amount }),
    { count: 0, amount: 0 },
  );
  const aging =
    buckets === null
      ? null
      : {
          buckets,
          all: buckets.reduce(
            (sumOf, b) => ({ count: sumOf.count + b.count, amount: sumOf.amount + b.amount }),
            { count: 0, amount: 0 },
          ),
        };
  return { byStatus, all, aging };
}

export const billTotalsQuery = (brandId: string, view: BillingView, today: string) =>
  queryOptions({
    queryKey: [...billingKeys.totals(brandId), view, today],
    queryFn: () => getBillTotals(firestore, brandId, view, today),
  });

export function useBillTotals(brandId: string, view: BillingView, today: string): BillTotals {
  return useSuspenseQuery(billTotalsQuery(brandId, view, today)).data;
}
