import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assetKeys } from './keys';

/** One asset of a brand, published or not (admins only); null when there is none (404). */
export async function getAdminAsset(brandId: string, assetId: string): Promise<Asset | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.asset(brandId, assetId)).withConverter(assetConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

/** Under the list's key, so invalidating the list refreshes the asset too. */
export const adminAssetQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: assetKeys.staffById(brandId, assetId),
    queryFn: () => getAdminAsset(brandId, assetId),
  });

export function useAdminAsset(brandId: string, assetId: string): Asset | null {
  return useSuspenseQuery(adminAssetQuery(brandId, assetId)).data;
}
