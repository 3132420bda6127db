import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { publishedBrandQuery } from '@/features/brands/api/get-published-brand';
import type { Brand } from '@/lib/model/brand';
import { requireFound } from './require-found';

/** The published brand of a brand route, or the 404 page (also for a well-formed unknown id). */
export async function ensureBrand(queryClient: QueryClient, brandId: string | undefined) {
  const brand: Brand | null = await queryClient.ensureQueryData(publishedBrandQuery(brandId ?? ''));
  return requireFound(brand);
}

/** The loader of a brand screen that needs no data of its own: the brand must exist. */
export const brandLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    await ensureBrand(queryClient, params['brandId']);
    return null;
  };
