import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import { publishedAssetQuery } from '@/features/assets/api/get-published-asset';
import { ensureBrand } from './ensure-brand';
import { GALLERY_PHOTO_SIZES, preloadImageSoon } from '@/lib/image-sources';
import { requireFound } from './require-found';

/** Brand, asset and its spaces, all at once; an unknown or unpublished one is the 404 page. */
export async function ensureAsset(queryClient: QueryClient, brandId: string, assetId: string) {
  // Spaces start alongside, not awaited: the rules refuse the spaces of an unknown or
  // unpublished asset, and that refusal must not hold up (or replace) its 404 page.
  void queryClient.prefetchQuery(assetSpacesQuery(brandId, assetId));
  const [brand, asset] = await Promise.all([
    ensureBrand(queryClient, brandId),
    queryClient.ensureQueryData(publishedAssetQuery(brandId, assetId)),
  ]);
  const found = requireFound(asset);
  // The page's largest paint: its first photo starts now, not after the screen has rendered.
  const [photo] = found.imagePaths;
  if (photo) preloadImageSoon(photo, { sizes: GALLERY_PHOTO_SIZES });
  await queryClient.ensureQueryData(assetSpacesQuery(brandId, assetId));
  return { brand, asset: found };
}

/** The loader of a screen about one asset (`:brandId/:assetId`). */
export const assetLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    await ensureAsset(queryClient, params['brandId'] ?? '', params['assetId'] ?? '');
    return null;
  };
