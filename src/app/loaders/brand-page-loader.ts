import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import type { BrandPageKey } from '@/lib/model/brand-page';
import { ensureBrand } from './ensure-brand';
import { requireFound } from './require-found';

/** The loader of a brand's fixed page (利用規約, 会社概要…): brand and page load together. */
export const brandPageLoader =
  (key: BrandPageKey) =>
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const [, page] = await Promise.all([
      ensureBrand(queryClient, brandId),
      queryClient.ensureQueryData(brandPageQuery(brandId, key)),
    ]);
    requireFound(page);
    return null;
  };
