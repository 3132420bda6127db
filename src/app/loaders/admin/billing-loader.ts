import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { billTotalsQuery } from '@/features/billing/api/get-bill-totals';
import { billedApplicationsQuery } from '@/features/billing/api/get-billed-applications';
import { viewBillsQuery } from '@/features/billing/api/get-view-bills';
import { parseBillingView } from '@/features/billing/billing-view';
import { todayInJapan } from '@/utils/today-in-japan';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/billing: the month's bills (`?month=`, `?status=`); a brand that
 * does not exist is the 404 page. The brand's assets name each bill's place.
 */
export const adminBillingLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const today = todayInJapan();
    const view = parseBillingView(new URL(request.url).searchParams, today);
    const [assets] = await Promise.all([
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(viewBillsQuery(brandId, view, today)),
      queryClient.ensureQueryData(billTotalsQuery(brandId, view, today)),
      queryClient.ensureQueryData(billedApplicationsQuery(brandId)),
    ]);
    requireFound(assets);
    return null;
  };
