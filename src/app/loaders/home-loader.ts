import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedBrandsQuery } from '@/features/brands/api/get-published-brands';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { sitePageQuery } from '@/features/content/api/get-site-page';

/** / — the brands and the operator's pages for the first paint; the latest news after. */
export const homeLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    void queryClient.prefetchQuery(publishedNoticesQuery(null));
    await Promise.all([
      queryClient.ensureQueryData(publishedBrandsQuery()),
      queryClient.ensureQueryData(sitePageQuery('introduction')),
      queryClient.ensureQueryData(sitePageQuery('partnership')),
      queryClient.ensureQueryData(sitePageQuery('transaction')),
    ]);
    return null;
  };
