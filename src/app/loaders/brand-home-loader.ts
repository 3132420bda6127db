import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { ensureBrand } from './ensure-brand';

/** /{brandId} — the brand first; its assets, お知らせ and FAQ follow into their sections. */
export const brandHomeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrand(queryClient, brandId);
    // Below the fold: fetched now, shown by their sections when they arrive.
    void queryClient.prefetchQuery(publishedAssetsQuery(brandId));
    void queryClient.prefetchQuery(publishedNoticesQuery(brandId));
    void queryClient.prefetchQuery(publishedFaqsQuery(brandId));
    return null;
  };
