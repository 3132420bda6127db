import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { assetSchema, type Asset } from '@/lib/model/asset';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { assetKeys } from './keys';

/** A published asset of a brand, or null when it does not exist or is not published (404). */
export async function getPublishedAsset(brandId: string, assetId: string): Promise<Asset | null> {
  const asset = await restGetVisibleDoc(collectionPaths.asset(brandId, assetId), assetSchema);
  return asset?.published ? asset : null;
}

export const publishedAssetQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: assetKeys.byId(brandId, assetId),
    queryFn: () => getPublishedAsset(brandId, assetId),
  });

export function usePublishedAsset(brandId: string, assetId: string): Asset | null {
  return useSuspenseQuery(publishedAssetQuery(brandId, assetId)).data;
}
