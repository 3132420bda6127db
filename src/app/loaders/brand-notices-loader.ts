import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedNoticesQuery } from '@/features/content/api/get-published-notices';
import { ensureBrandWith } from './ensure-brand-with';

/** /{brandId}/info — the brand and its published お知らせ. */
export const brandNoticesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedNoticesQuery(brandId)),
    );
    return null;
  };
