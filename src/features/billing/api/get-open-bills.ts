import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, orderBy, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import { readBills, type BillList } from './read-bills';

/**
 * Every unpaid bill of a brand, overdue or not, oldest due first (query table: `status ==
 * unpaid` order by `dueDate`, index bills: status ↑, dueDate ↑): what a statement's deposits
 * can pay.
 */
export function getOpenBills(brandId: string): Promise<BillList> {
  return readBills(
    query(
      collection(firestore, collectionPaths.bills(brandId)),
      where('status', '==', 'unpaid'),
      orderBy('dueDate'),
    ),
  );
}

export const openBillsQuery = (brandId: string) =>
  queryOptions({
    queryKey: [...billingKeys.staff(brandId), 'open'],
    queryFn: () => getOpenBills(brandId),
  });

export function useOpenBills(brandId: string): BillList {
  return useSuspenseQuery(openBillsQuery(brandId)).data;
}
