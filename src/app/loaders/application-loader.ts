import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { initAuth } from '@/features/auth/init-auth';
import { brandPageQuery } from '@/features/content/api/get-brand-page';
import { ensureSpace } from './ensure-space';

/**
 * /{b}/{asset}/{space}/application: the space with its asset and brand, the brand's 注記 and
 * 利用規約 (either may be missing: null). Auth starts at once: the page shows the form or the
 * way to sign in depending on it.
 */
export const applicationLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    initAuth();
    const brandId = params['brandId'] ?? '';
    await Promise.all([
      ensureSpace(queryClient, brandId, params['assetId'] ?? '', params['spaceId'] ?? ''),
      queryClient.ensureQueryData(brandPageQuery(brandId, 'annotation')),
      queryClient.ensureQueryData(brandPageQuery(brandId, 'terms')),
    ]);
    return null;
  };
