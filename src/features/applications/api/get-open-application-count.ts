import { queryOptions } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { applicationCounterConverter } from '@/lib/converters/application-counter-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { collectionPaths } from '@/lib/model/collection-paths';
import { applicationKeys } from './keys';

export type OpenApplicationCount = {
  /** The user's 審査中 (submitted) applications with the brand. */
  open: number;
  /** The application of the counter's last move (an apply or a cancel), if any. */
  lastApplicationId: string | null;
};

/**
 * How many submitted applications the signed-in user holds with a brand, from the counter the
 * apply and cancel batches keep (`brands/{b}/applicationCounters/{uid}`); none yet is 0. Read
 * before 申し込む so the limit is explained exactly instead of as a refused write.
 */
export async function getOpenApplicationCount(
  brandId: string,
  uid: string,
): Promise<OpenApplicationCount> {
  const ref = doc(firestore, collectionPaths.applicationCounter(brandId, uid)).withConverter(
    applicationCounterConverter,
  );
  const counter = await readVisibleDoc(ref);
  return counter === null
    ? { open: 0, lastApplicationId: null }
    : { open: counter.open, lastApplicationId: counter.lastApplicationId };
}

export const openApplicationCountQuery = (brandId: string, uid: string) =>
  queryOptions({
    queryKey: applicationKeys.openCount(brandId, uid),
    queryFn: () => getOpenApplicationCount(brandId, uid),
  });
