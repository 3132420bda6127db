import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminApplication } from '../admin-application';
import type { ApplicationFilter } from '../application-filters';
import { applicationKeys } from './keys';

export type BrandApplications = {
  applications: AdminApplication[];
  /** Documents that do not match the schema (listed as a count so staff know to look). */
  unreadable: number;
};

/**
 * One list of the brand overview (docs/data-model.md, query table): a state's applications,
 * newest first (`status == X` order by `createdAt` ↓), or the 解約のお申し出 — contracted
 * applications ordered by the desired end date, which leaves out those without a request
 * (`terminationRequest == null` has no `endDate` to order by).
 */
export async function getBrandApplications(
  brandId: string,
  filter: ApplicationFilter,
): Promise<BrandApplications> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  const q =
    filter === 'termination-requested'
      ? query(
          applications,
          where('status', '==', 'contracted'),
          orderBy('terminationRequest.endDate'),
        )
      : query(applications, where('status', '==', filter), orderBy('createdAt', 'desc'));
  const snapshot = await getDocs(q.withConverter(applicationConverter));
  const result: BrandApplications = { applications: [], unreadable: 0 };
  for (const d of snapshot.docs) {
    try {
      result.applications.push({ ...d.data(), id: d.id });
    } catch {
      result.unreadable += 1;
    }
  }
  return result;
}

export const brandApplicationsQuery = (brandId: string, filter: ApplicationFilter) =>
  queryOptions({
    queryKey: applicationKeys.staffList(brandId, filter),
    queryFn: () => getBrandApplications(brandId, filter),
  });

export function useBrandApplications(brandId: string, filter: ApplicationFilter) {
  return useSuspenseQuery(brandApplicationsQuery(brandId, filter)).data;
}
