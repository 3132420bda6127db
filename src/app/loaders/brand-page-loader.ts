import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import type { BrandPageProps } from '@/app/screen-props';
import { ensureBrand } from './ensure-brand';
import { requireFound } from './require-found';

/**
 * The loader of a brand's fixed page (利用規約, 会社概要…), the page named on the route line:
 * brand and page load together.
 */
export const brandPageLoader =
  (queryClient: QueryClient, { pageKey }: BrandPageProps): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [, page] = await Promise.all([
      ensureBrand(queryClient, brandId),
      queryClient.ensureQueryData(brandPageQuery(brandId, pageKey)),
    ]);
    requireFound(page);
    return null;
  };
