import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '@/lib/model/application';
import { billingKeys } from './keys';
import { readApplicationsByStatus } from './read-applications-by-status';
import type { BilledApplication } from '../bill-row';

/** Bills are made for contracts: the applications that are or were contracted. */
const billedStatuses: readonly ApplicationStatus[] = ['contracted', 'ended'];

/**
 * The contracts bills can belong to, by application id, to name each bill's 契約者 and place:
 * two queries (readApplicationsByStatus) instead of one read per bill.
 */
export async function getBilledApplications(
  brandId: string,
): Promise<ReadonlyMap<string, BilledApplication>> {
  const byId = new Map<string, BilledApplication>();
  for (const d of await readApplicationsByStatus(brandId, billedStatuses)) {
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
