import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminAssetsQuery } from '@/features/assets/api/get-admin-assets';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/assets: every asset of the brand; an unknown brand is the 404 page. */
export const adminAssetsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(await queryClient.ensureQueryData(adminAssetsQuery(params['brandId'] ?? '')));
    return null;
  };
