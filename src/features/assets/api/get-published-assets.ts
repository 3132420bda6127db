import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assetKeys } from './keys';

/**
 * Every published asset of a brand in asset-number order: one query, whatever the number of
 * spaces (vacancy and from-price come from each asset's `plans` summary). Search, sort and
 * paging happen in the browser over this list.
 */
export async function getPublishedAssets(brandId: string): Promise<Asset[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.assets(brandId)).withConverter(assetConverter),
      where('published', '==', true),
      orderBy('assetNumber'),
    ),
  );
  return snapshot.docs.map((d) => d.data());
}

export const publishedAssetsQuery = (brandId: string) =>
  queryOptions({
    queryKey: assetKeys.all(brandId),
    queryFn: () => getPublishedAssets(brandId),
  });

export function usePublishedAssets(brandId: string): Asset[] {
  return useSuspenseQuery(publishedAssetsQuery(brandId)).data;
}
