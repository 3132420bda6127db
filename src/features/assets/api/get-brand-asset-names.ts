import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assetKeys } from './keys';

/** Asset id (= 物件番号) → 物件名, for naming the place of each application. */
export type AssetNames = ReadonlyMap<string, string>;

/** The brand's assets by number (the admin asset list's query), kept as names only. */
export async function getBrandAssetNames(brandId: string): Promise<AssetNames> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.assets(brandId)).withConverter(assetConverter),
      orderBy('assetNumber'),
    ),
  );
  return new Map(snapshot.docs.map((d) => [d.id, d.data().name]));
}

export const brandAssetNamesQuery = (brandId: string) =>
  queryOptions({
    queryKey: assetKeys.staffNames(brandId),
    queryFn: () => getBrandAssetNames(brandId),
    // Names change rarely; a brand can have hundreds of assets, so not on every visit.
    staleTime: 5 * 60 * 1000,
  });

export function useBrandAssetNames(brandId: string): AssetNames {
  return useSuspenseQuery(brandAssetNamesQuery(brandId)).data;
}
