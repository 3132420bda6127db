import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { ensureBrandWith } from './ensure-brand-with';

/**
 * /{brandId}/list and /{brandId}/sitemap — the brand and its published assets: two requests,
 * whatever the number of assets or spaces (each asset carries its vacancy and fees summary).
 */
export const brandAssetsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedAssetsQuery(brandId)),
    );
    return null;
  };
