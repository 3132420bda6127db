import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { viewingRequestsQuery } from '@/features/requests/api/get-viewing-requests';
import { parseRequestFilter } from '@/features/requests/request-filters';
import { listPageRequestFrom } from '@/lib/firebase-list-page';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/previews (`?status=`, a page: `?size=`, `?after=` / `?before=`): an
 * unknown brand is the 404 page. The brand's assets name each request's place.
 */
export const adminViewingRequestsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const search = new URL(request.url).searchParams;
    const filter = parseRequestFilter(search.get('status'));
    const { size, cursor } = listPageRequestFrom(search);
    const [assets] = await Promise.all([
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(viewingRequestsQuery(brandId, filter, { size, cursor })),
    ]);
    requireFound(assets);
    return null;
  };
