import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetQuery } from '@/features/assets/api/get-admin-asset';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/assets/{assetId} and its edit page: an unknown asset is the 404 page. */
export const adminAssetLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(
        adminAssetQuery(params['brandId'] ?? '', params['assetId'] ?? ''),
      ),
    );
    return null;
  };
