import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restQuery } from '@/lib/firestore-rest';
import { publicQueries } from '@/lib/public-reads';
import { assetSchema, type Asset } from '@/lib/model/asset';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { assetKeys } from './keys';

/**
 * Every published asset of a brand in asset-number order: one query, whatever the number of
 * spaces (vacancy and from-price come from each asset's `plans` summary). Search, sort and
 * paging happen in the browser over this list.
 */
export async function getPublishedAssets(brandId: string): Promise<Asset[]> {
  const assets = await restQuery(
    collectionPaths.assets(brandId),
    assetSchema,
    publicQueries.assets,
  );
  // The SDK version returned the documents' data only; the id is the asset number.
  return assets.map(({ id: _id, ...asset }) => asset);
}

export const publishedAssetsQuery = (brandId: string) =>
  queryOptions({
    queryKey: assetKeys.all(brandId),
    queryFn: () => getPublishedAssets(brandId),
  });

export function usePublishedAssets(brandId: string): Asset[] {
  return useSuspenseQuery(publishedAssetsQuery(brandId)).data;
}
