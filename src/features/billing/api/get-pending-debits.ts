import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import {
  debitAccountNamesOf,
  pendingDebitOf,
  type DebitItemForNotice,
  type PendingDebit,
} from '#shared/billing/pending-debit.js';
import { billingKeys } from './keys';

/**
 * The customer's bills that are in a sent 依頼データ with no result yet, by bill id: the 引落日
 * and the account (masked), so my unit says 「…から引き落とします」 instead of asking for a 振込
 * (issue 37, item 4). The customer reads their own debit items (the query names their uid for
 * the rules) and their account for the bank's names. Plain reads, no schema: this loads with
 * my unit for every customer.
 */
export async function getPendingDebits(
  brandId: string,
  uid: string,
): Promise<Map<string, PendingDebit>> {
  const [items, account] = await Promise.all([
    getDocs(
      query(collection(firestore, collectionPaths.debitItems(brandId)), where('uid', '==', uid)),
    ),
    getDoc(doc(firestore, collectionPaths.debitAccount(brandId, uid))),
  ]);
  const names = debitAccountNamesOf(account.data());
  const pending = new Map<string, PendingDebit>();
  for (const item of items.docs) {
    const debit = pendingDebitOf(item.data() as DebitItemForNotice, names);
    if (debit) pending.set(item.id, debit);
  }
  return pending;
}

export const pendingDebitsQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: billingKeys.pendingDebits(brandId, uid),
    queryFn: () => getPendingDebits(brandId, uid),
  });

export function usePendingDebits(brandId: string, uid: string): Map<string, PendingDebit> {
  return useSuspenseQuery(pendingDebitsQuery(brandId, uid)).data;
}
