import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminSpacesQuery } from '@/features/spaces/api/get-admin-spaces';
import { requireFound } from '../require-found';

/**
 * The layout and spaces pages of an asset: the asset (its layout image) and its spaces; an
 * unknown asset is the 404 page.
 */
export const adminAssetSpacesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const found = await queryClient.ensureQueryData(
      adminSpacesQuery(params['brandId'] ?? '', params['assetId'] ?? ''),
    );
    requireFound(found, '物件が見つかりません');
    return null;
  };
