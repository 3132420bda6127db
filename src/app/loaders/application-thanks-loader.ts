import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import { ensureSpace } from './ensure-space';

/** /{b}/{asset}/{space}/application/thanks: the space and the brand's 完了ページ (null if none). */
export const applicationThanksLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    await Promise.all([
      ensureSpace(queryClient, brandId, params['assetId'] ?? '', params['spaceId'] ?? ''),
      queryClient.ensureQueryData(brandPageQuery(brandId, 'thanks')),
    ]);
    return null;
  };
