import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { adminFaqsQuery } from '@/features/content/api/admin-get-faqs';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/faq: the brand's よくある質問; an unknown brand is the 404 page. */
export const adminBrandFaqLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(adminFaqsQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
