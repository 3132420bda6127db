import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { billsPageQueryOptions } from '@/features/billing/api/get-bills-page';
import { parseBillingView } from '@/features/billing/billing-view';
import { listPageRequestFrom } from '@/lib/firebase-list-page';
import { todayInJapan } from '@/utils/today-in-japan';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/billing: one page of the month's bills (`?month=`, `?status=`,
 * `?size=`, `?after=` / `?before=`) with their contracts and assets, and the totals by
 * aggregation; a brand that does not exist is the 404 page.
 */
export const adminBillingLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const today = todayInJapan();
    const search = new URL(request.url).searchParams;
    const view = parseBillingView(search, today);
    const { size, cursor } = listPageRequestFrom(search);
    const pageRequest = { size, cursor };
    // The totals (aggregations over every bill of the view) are asked for by the screen once
    // the page is in (a Suspense of their own): the first rows wait for neither.
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(billsPageQueryOptions(brandId, view, today, pageRequest)),
    ]);
    requireFound(brand);
    return null;
  };
