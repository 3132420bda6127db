import { queryOptions } from '@tanstack/react-query';
import { collection, orderBy, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import { readBills, type BillList } from './read-bills';

/**
 * One month's bills of a brand by due date (docs/data-model.md, query table: `period == X`
 * order by `dueDate`, index bills: period ↑, dueDate ↑); the screen narrows by state itself,
 * so the totals per state come from the same read.
 */
export function getMonthBills(brandId: string, period: string): Promise<BillList> {
  return readBills(
    query(
      collection(firestore, collectionPaths.bills(brandId)),
      where('period', '==', period),
      orderBy('dueDate'),
    ),
  );
}

export const monthBillsQuery = (brandId: string, period: string) =>
  queryOptions({
    queryKey: billingKeys.month(brandId, period),
    queryFn: () => getMonthBills(brandId, period),
  });
