import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { creditConverter } from '@/lib/converters/credit-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Credit } from '#shared/model/credit.js';
import { billingKeys } from './keys';

/**
 * A customer's 預り金 (`brands/{b}/credits/{uid}`), or null when they never had any (the
 * document is made with the first over-payment). The customer reads their own, staff any.
 */
export async function getCredit(brandId: string, uid: string): Promise<Credit | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.credit(brandId, uid)).withConverter(creditConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const userCreditQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: billingKeys.credit(brandId, uid),
    queryFn: () => getCredit(brandId, uid),
  });

/**
 * The signed-in customer's 預り金, read by the bills section itself after it shows (not in
 * the page's loader: most customers have none, and the bills do not wait for it). Undefined
 * while loading or when it cannot be read; null when there is none.
 */
export function useUserCredit(brandId: string, uid: string): Credit | null | undefined {
  return useQuery(userCreditQuery(brandId, uid)).data;
}
