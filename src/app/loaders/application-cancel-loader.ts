import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { initAuth } from '@/features/auth/init-auth';
import { ensureSpace } from './ensure-space';

/**
 * /{b}/{asset}/{space}/application/cancel: the space; the user's own applications are read by
 * the screen once it knows who is signed in (auth starts at once for that).
 */
export const applicationCancelLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    initAuth();
    await ensureSpace(
      queryClient,
      params['brandId'] ?? '',
      params['assetId'] ?? '',
      params['spaceId'] ?? '',
    );
    return null;
  };
