import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';
import {
  assetMonthsQuery,
  assetsRankingQuery,
  brandFiguresQuery,
  brandPlansQuery,
} from '@/features/reports/api/get-reports';
import { periodsOf, reportParamsFrom } from '@/features/reports/report-params';
import { todayInJapan } from '@/utils/today-in-japan';
import { requireFound } from '../require-found';

const paramsOf = (request: Request) =>
  reportParamsFrom(new URL(request.url).searchParams, todayInJapan().slice(0, 7));

/**
 * /admin/brands/{brandId}/reports: the kept months of the period the address asks for (the
 * brand's and its plans', or one asset's) and the last month's ranking — documents read by id,
 * never the records (docs/reports.md).
 */
async function brandReportsLoader(queryClient: QueryClient, brandId: string, request: Request) {
  const report = paramsOf(request);
  const periods = periodsOf(report);
  // The plans and the ranking are read alongside, not waited for: the month charts show first.
  void queryClient.prefetchQuery(brandPlansQuery(brandId, report.asset ? [] : periods));
  void queryClient.prefetchQuery(assetsRankingQuery(brandId, report.to));
  const [brand] = await Promise.all([
    queryClient.ensureQueryData(adminBrandQuery(brandId)),
    queryClient.ensureQueryData(brandFiguresQuery(brandId, report.asset ? [] : periods)),
    queryClient.ensureQueryData(
      assetMonthsQuery(brandId, report.asset ?? '', report.asset ? periods : []),
    ),
  ]);
  requireFound(brand);
  return null;
}

/**
 * /admin/reports: the brands the staff member runs, each brand's kept months of the period; with
 * a brand in the address, that brand's report (above).
 */
export const adminReportsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'];
    if (brandId !== undefined) return brandReportsLoader(queryClient, brandId, request);
    const periods = periodsOf(paramsOf(request));
    const brands = await queryClient.ensureQueryData(adminBrandsQuery());
    await Promise.all(
      brands.map((b) => queryClient.ensureQueryData(brandFiguresQuery(b.id, periods))),
    );
    return null;
  };
