import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SpaceWithId } from './get-asset-spaces';
import { readAssetSpaces } from './read-asset-spaces';
import { spaceKeys } from './keys';

/** An asset as the spaces and layout screens need it: the asset and all its spaces. */
export type AdminAssetSpaces = { asset: Asset; spaces: SpaceWithId[] };

/**
 * The asset and its spaces, read together (published or not: staff only); null when the asset
 * does not exist (404). The spaces are read signed in (readAssetSpaces), cached apart
 * because this entry holds the unpublished asset too and must not land in a visitor's cache.
 */
export async function getAdminSpaces(
  brandId: string,
  assetId: string,
): Promise<AdminAssetSpaces | null> {
  const assetRef = doc(firestore, collectionPaths.asset(brandId, assetId)).withConverter(
    assetConverter,
  );
  const [assetSnapshot, spaces] = await Promise.all([
    getDoc(assetRef),
    readAssetSpaces(firestore, brandId, assetId),
  ]);
  const asset = assetSnapshot.data();
  return asset ? { asset, spaces } : null;
}

/** Under the asset's admin key, so anything that refreshes the asset refreshes its spaces too. */
export const adminSpacesQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: spaceKeys.staffByAsset(brandId, assetId),
    queryFn: () => getAdminSpaces(brandId, assetId),
  });

export function useAdminSpaces(brandId: string, assetId: string): AdminAssetSpaces | null {
  return useSuspenseQuery(adminSpacesQuery(brandId, assetId)).data;
}
