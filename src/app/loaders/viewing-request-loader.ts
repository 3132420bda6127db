import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import { publishedAssetsQuery } from '@/features/assets/api/get-published-assets';
import { isDocumentId } from '@/utils/is-document-id';
import { ensureBrandWith } from './ensure-brand-with';

/**
 * /{brandId}/preview — the brand, its published assets (the form's asset choice) and, when
 * the visitor came from an asset (`?asset=`), that asset's spaces, all at once. The spaces are
 * prefetched, never required: the rules refuse an unknown or unpublished asset's spaces, and
 * the form then simply offers no asset chosen.
 */
export const viewingRequestLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const assetId = new URL(request.url).searchParams.get('asset') ?? undefined;
    await Promise.all([
      ensureBrandWith(queryClient, brandId, () =>
        queryClient.ensureQueryData(publishedAssetsQuery(brandId)),
      ),
      isDocumentId(assetId) ? queryClient.prefetchQuery(assetSpacesQuery(brandId, assetId)) : null,
    ]);
    return null;
  };
