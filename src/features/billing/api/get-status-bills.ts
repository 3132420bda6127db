import { queryOptions } from '@tanstack/react-query';
import { collection, orderBy, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { billStateOn, type BillState } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import { readBills, type BillList } from './read-bills';

/**
 * Every month's bills of a brand in one state on `today`, oldest due date first (query table:
 * `status == X` order by `dueDate`, index bills: status ↑, dueDate ↑). 支払期限超過 is not
 * stored: it reads the unpaid bills due before today; 未払い, those due today or later.
 */
export async function getStatusBills(
  brandId: string,
  state: BillState,
  today: string,
): Promise<BillList> {
  const bills = collection(firestore, collectionPaths.bills(brandId));
  const stored = state === 'overdue' ? 'unpaid' : state;
  const list = await readBills(
    state === 'overdue'
      ? query(
          bills,
          where('status', '==', 'unpaid'),
          where('dueDate', '<', today),
          orderBy('dueDate'),
        )
      : query(bills, where('status', '==', stored), orderBy('dueDate')),
  );
  return { ...list, bills: list.bills.filter((b) => billStateOn(b, today) === state) };
}

export const statusBillsQuery = (brandId: string, state: BillState, today: string) =>
  queryOptions({
    queryKey: [...billingKeys.status(brandId, state), today],
    queryFn: () => getStatusBills(brandId, state, today),
  });
