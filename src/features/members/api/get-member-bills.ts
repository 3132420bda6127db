import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { billConverter } from '@/lib/converters/bill-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { MemberBill } from '../admin-member';
import { memberKeys } from './keys';

/**
 * A member's bills with the brand, latest month first (query table: `uid == X` order by
 * period ↓, index bills: uid ↑, period ↓).
 */
export async function getMemberBills(brandId: string, uid: string): Promise<MemberBill[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.bills(brandId)),
      where('uid', '==', uid),
      orderBy('period', 'desc'),
    ).withConverter(billConverter),
  );
  // A document that does not match the schema is left out rather than breaking the page.
  return snapshot.docs.flatMap((d) => {
    try {
      return [{ ...d.data(), id: d.id }];
    } catch {
      return [];
    }
  });
}

export const memberBillsQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: memberKeys.staffBills(brandId, uid),
    queryFn: () => getMemberBills(brandId, uid),
  });

export function useMemberBills(brandId: string, uid: string): MemberBill[] {
  return useSuspenseQuery(memberBillsQuery(brandId, uid)).data;
}
