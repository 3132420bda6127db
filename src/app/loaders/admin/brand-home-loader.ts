import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { brandApplicationsQuery } from '@/features/applications/api/get-brand-applications';
import { parseApplicationFilter } from '@/features/applications/application-filters';
import { brandAssetNamesQuery } from '@/features/assets/api/get-brand-asset-names';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId} (`?status=`): the brand, its applications in that state and its
 * assets' names; a brand that does not exist is the 404 page.
 */
export const adminBrandHomeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const filter = parseApplicationFilter(new URL(request.url).searchParams.get('status'));
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(brandApplicationsQuery(brandId, filter)),
      queryClient.ensureQueryData(brandAssetNamesQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
