import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { viewingRequestsQuery } from '@/features/requests/api/get-viewing-requests';
import { parseRequestFilter } from '@/features/requests/request-filters';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/previews (`?status=`): an unknown brand is the 404 page. The brand's
 * assets name each request's place.
 */
export const adminViewingRequestsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const filter = parseRequestFilter(new URL(request.url).searchParams.get('status'));
    const [assets] = await Promise.all([
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(viewingRequestsQuery(brandId, filter)),
    ]);
    requireFound(assets);
    return null;
  };
