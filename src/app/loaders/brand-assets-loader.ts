import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { CARD_PHOTO_SIZES, preloadImageSoon } from '@/lib/image-sources';
import { ensureBrandWith } from './ensure-brand-with';

/**
 * /{brandId}/list and /{brandId}/sitemap — the brand and its published assets: two requests,
 * whatever the number of assets or spaces (each asset carries its vacancy and fees summary).
 */
export const brandAssetsLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const assets = await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedAssetsQuery(brandId)),
    );
    // The list's largest paint is the first card's photo: on the unfiltered list (a visitor
    // arriving from search) that is the first asset's, requested now rather than after render.
    const url = new URL(request.url);
    if (!url.pathname.endsWith('/list') || url.search !== '') return null;
    const photo = assets[0]?.imagePaths[0];
    if (photo) preloadImageSoon(photo, { sizes: CARD_PHOTO_SIZES });
    return null;
  };
