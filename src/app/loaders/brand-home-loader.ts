import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { preloadImageSoon } from '@/lib/image-sources';
import { ensureBrand } from './ensure-brand';

/**
 * /{brandId} — the brand and its assets, お知らせ and FAQ, all four reads sent at once (not the
 * brand first, then the lists). Only the brand is awaited; the lists fill their sections when
 * they arrive. For an unknown or unpublished brand the rules refuse the lists, which is fine:
 * the page is the 404 page from the brand's answer alone.
 */
export const brandHomeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    void queryClient.prefetchQuery(publishedAssetsQuery(brandId));
    void queryClient.prefetchQuery(publishedNoticesQuery(brandId));
    void queryClient.prefetchQuery(publishedFaqsQuery(brandId));
    const brand = await ensureBrand(queryClient, brandId);
    // The hero is the page's largest paint: requested as soon as its path is known.
    if (brand.heroPath) preloadImageSoon(brand.heroPath);
    return null;
  };
