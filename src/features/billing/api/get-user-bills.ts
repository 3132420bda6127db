import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import {
  debitAccountNamesOf,
  pendingDebitOf,
  pendingDebitText,
  type DebitItemForNotice,
} from '#shared/billing/pending-debit.js';
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

/**
 * The customer's bills that are in a sent 依頼データ with no result yet: bill id → what my unit
 * and the invoice say instead of a 振込 request, 「12月28日（月）にご指定の口座（…）から引き落とします。
 * …」 (issue 37, item 4). The customer reads their own debit items (the query names their uid for
 * the rules) and their account for the bank's names. Here, beside the bills both screens read, so
 * it adds no chunk of its own to the public pages' module map.
 */
export async function getPendingDebits(brandId: string, uid: string): Promise<Map<string, string>> {
  const [items, account] = await Promise.all([
    getDocs(
      query(collection(firestore, collectionPaths.debitItems(brandId)), where('uid', '==', uid)),
    ),
    getDoc(doc(firestore, collectionPaths.debitAccount(brandId, uid))),
  ]);
  const names = debitAccountNamesOf(account.data());
  const pending = new Map<string, string>();
  for (const item of items.docs) {
    const debit = pendingDebitOf(item.data() as DebitItemForNotice, names);
    if (debit) pending.set(item.id, pendingDebitText(debit));
  }
  return pending;
}

export function usePendingDebits(brandId: string, uid: string): Map<string, string> {
  return useSuspenseQuery({
    queryKey: billingKeys.pendingDebits(brandId, uid),
    queryFn: () => getPendingDebits(brandId, uid),
  }).data;
}
