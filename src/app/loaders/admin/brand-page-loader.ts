import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import type { BrandPageEditorProps } from '@/app/screen-props';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { adminBrandPageQuery } from '@/features/content/api/admin-get-brand-page';
import { requireFound } from '../require-found';

/**
 * /admin/brands/{brandId}/{page}: the brand and the page named on the route line, read
 * together; a brand that does not exist is the 404 page.
 */
export const adminBrandPageLoader =
  (queryClient: QueryClient, { pageKey }: BrandPageEditorProps): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(adminBrandPageQuery(brandId, pageKey)),
    ]);
    requireFound(brand);
    return null;
  };
