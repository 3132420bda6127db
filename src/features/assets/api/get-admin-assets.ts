import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { collectionPaths } from '@/lib/model/collection-paths';
import { assetKeys } from './keys';

/**
 * One stored asset. `asset` is null for a document that does not match the schema: the public
 * site cannot show it, and the admin list names it so staff can find and fix it.
 */
export type AdminAssetEntry = { id: string; asset: Asset | null };

export type AdminAssets = { brandName: string; assets: AdminAssetEntry[] };

/**
 * Every asset of a brand, published or not, by asset number (admins only; the data model's
 * query table: order by assetNumber, automatic index), with the brand's name. Null when the
 * brand does not exist (the 404 page).
 */
export async function getAdminAssets(brandId: string): Promise<AdminAssets | null> {
  const [brand, snapshot] = await Promise.all([
    getDoc(doc(firestore, collectionPaths.brand(brandId)).withConverter(brandConverter)),
    getDocs(
      query(
        collection(firestore, collectionPaths.assets(brandId)).withConverter(assetConverter),
        orderBy('assetNumber'),
      ),
    ),
  ]);
  if (!brand.exists()) return null;
  return {
    brandName: brand.data().name,
    assets: snapshot.docs.map((d) => {
      try {
        return { id: d.id, asset: d.data() };
      } catch {
        return { id: d.id, asset: null };
      }
    }),
  };
}

export const adminAssetsQuery = (brandId: string) =>
  queryOptions({
    queryKey: assetKeys.staff(brandId),
    queryFn: () => getAdminAssets(brandId),
  });

export function useAdminAssets(brandId: string): AdminAssets | null {
  return useSuspenseQuery(adminAssetsQuery(brandId)).data;
}
