import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { debitAccountConverter } from '@/lib/converters/debit-converters';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DebitAccount } from '@/lib/model/debit-account';
import { debitKeys } from './keys';

/** A customer's 口座振替 account, or null when they registered none (the owner or staff read it). */
export async function getDebitAccount(
  db: Firestore,
  brandId: string,
  uid: string,
): Promise<DebitAccount | null> {
  const snapshot = await getDoc(
    doc(db, collectionPaths.debitAccount(brandId, uid)).withConverter(debitAccountConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const debitAccountQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: debitKeys.account(brandId, uid),
    queryFn: () => getDebitAccount(firestore, brandId, uid),
  });

export function useDebitAccount(brandId: string, uid: string) {
  return useQuery(debitAccountQuery(brandId, uid));
}
