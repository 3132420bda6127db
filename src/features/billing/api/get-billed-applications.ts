import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { ApplicationStatus } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import type { BilledApplication } from '../bill-row';

/** Bills are made for contracts: the applications that are or were contracted. */
const billedStatuses: readonly ApplicationStatus[] = ['contracted', 'ended'];

/**
 * The contracts bills can belong to, by application id, to name each bill's 契約者 and place:
 * two queries of the query table (`status == X` order by `createdAt` ↓, index applications:
 * status ↑, createdAt ↓) instead of one read per bill.
 */
export async function getBilledApplications(
  brandId: string,
): Promise<ReadonlyMap<string, BilledApplication>> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  const snapshots = await Promise.all(
    billedStatuses.map((status) =>
      getDocs(
        query(
          applications,
          where('status', '==', status),
          orderBy('createdAt', 'desc'),
        ).withConverter(applicationConverter),
      ),
    ),
  );
  const byId = new Map<string, BilledApplication>();
  for (const d of snapshots.flatMap((s) => s.docs)) {
    try {
      const { uid, name, kana, assetId, spaceId } = d.data();
      byId.set(d.id, { id: d.id, uid, name, kana, assetId, spaceId });
    } catch {
      // A malformed application: its bills show without a name.
    }
  }
  return byId;
}

export const billedApplicationsQuery = (brandId: string) =>
  queryOptions({
    queryKey: billingKeys.billedApplications(brandId),
    queryFn: () => getBilledApplications(brandId),
  });

export function useBilledApplications(brandId: string): ReadonlyMap<string, BilledApplication> {
  return useSuspenseQuery(billedApplicationsQuery(brandId)).data;
}
