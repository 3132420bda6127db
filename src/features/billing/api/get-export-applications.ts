import { queryOptions } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import { applicationStatuses } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import { billingKeys } from './keys';
import type { ApplicationCsvRow } from '../csv/to-applications-csv';

/**
 * Every application of a brand for the CSV export, newest first: one query per state (the
 * query table's `status == X` order by `createdAt` ↓, so no new index), merged. Malformed
 * documents are counted, not exported.
 */
export async function getExportApplications(
  brandId: string,
): Promise<{ applications: ApplicationCsvRow[]; unreadable: number }> {
  const applications = collection(firestore, collectionPaths.applications(brandId));
  const snapshots = await Promise.all(
    applicationStatuses.map((status) =>
      getDocs(
        query(
          applications,
          where('status', '==', status),
          orderBy('createdAt', 'desc'),
        ).withConverter(applicationConverter),
      ),
    ),
  );
  const result = { applications: [] as ApplicationCsvRow[], unreadable: 0 };
  for (const d of snapshots.flatMap((s) => s.docs)) {
    try {
      result.applications.push({ ...d.data(), id: d.id });
    } catch {
      result.unreadable += 1;
    }
  }
  result.applications.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return result;
}

/** Read when staff press the button (fetchQuery), fresh each time. */
export const exportApplicationsQuery = (brandId: string) =>
  queryOptions({
    queryKey: billingKeys.exportApplications(brandId),
    queryFn: () => getExportApplications(brandId),
    staleTime: 0,
  });
