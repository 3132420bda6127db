import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Bill } from '#shared/model/bill.js';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';

export type BillWithId = Bill & { id: string };

/**
 * The user's own bills with a brand, latest month first. The query must say `uid == ` the
 * caller's uid for the rules to allow it (index uid ↑ period ↓).
 */
export async function getUserBills(brandId: string, uid: string): Promise<BillWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.bills(brandId)).withConverter(billConverter),
      where('uid', '==', uid),
      orderBy('period', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const userBillsQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: billingKeys.byUser(brandId, uid),
    queryFn: () => getUserBills(brandId, uid),
  });

export function useUserBills(brandId: string, uid: string): BillWithId[] {
  return useSuspenseQuery(userBillsQuery(brandId, uid)).data;
}
