import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { adminNoticesQuery } from '@/features/content/api/admin-get-notices';
import { requireFound } from '../require-found';

/** /admin/brands/{brandId}/info: the brand's お知らせ; an unknown brand is the 404 page. */
export const adminBrandNoticesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(adminNoticesQuery(brandId)),
    ]);
    requireFound(brand);
    return null;
  };
