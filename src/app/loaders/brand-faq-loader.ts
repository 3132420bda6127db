import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedFaqsQuery } from '@/features/content/api/get-published-faqs';
import { ensureBrandWith } from './ensure-brand-with';

/** /{brandId}/faq — the brand and its published FAQ. */
export const brandFaqLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await ensureBrandWith(queryClient, brandId, () =>
      queryClient.ensureQueryData(publishedFaqsQuery(brandId)),
    );
    return null;
  };
