import { queryOptions } from '@tanstack/react-query';
import { applicationStatuses } from '@/lib/model/application';
import { billingKeys } from './keys';
import { readApplicationsByStatus } from './read-applications-by-status';
import type { ApplicationCsvRow } from '../csv/to-applications-csv';

/**
 * Every application of a brand for the CSV export, newest first: one query per state
 * (readApplicationsByStatus), merged. Malformed documents are counted, not exported.
 */
export async function getExportApplications(
  brandId: string,
): Promise<{ applications: ApplicationCsvRow[]; unreadable: number }> {
  const result = { applications: [] as ApplicationCsvRow[], unreadable: 0 };
  for (const d of await readApplicationsByStatus(brandId, applicationStatuses)) {
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
