import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { viewingRequestQuery } from '@/features/requests/api/get-viewing-request';
import { adminSpacesQuery } from '@/features/spaces/api/get-admin-spaces';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/previews/{viewingRequestId}: an unknown id is the 404 page. The
 * asset and its spaces (the spaces screen's read) name the place and the space's state now.
 */
export const adminViewingRequestLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const request = requireFound(
      await queryClient.ensureQueryData(
        viewingRequestQuery(brandId, params['viewingRequestId'] ?? ''),
      ),
    );
    await queryClient.ensureQueryData(adminSpacesQuery(brandId, request.assetId));
    return null;
  };
