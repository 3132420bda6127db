import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Asset } from '@/lib/model/asset';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SpaceRecord } from '../space-record';

/** An asset as the spaces and layout screens need it: the asset and all its spaces. */
export type AdminAssetSpaces = { asset: Asset; spaces: SpaceRecord[] };

/** Every space of the asset, by label (admins read drafts too). */
export async function getSpaceRecords(brandId: string, assetId: string): Promise<SpaceRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.spaces(brandId, assetId)).withConverter(spaceConverter),
      orderBy('label'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** The asset and its spaces, read together; null when the asset does not exist (404). */
export async function getAdminSpaces(
  brandId: string,
  assetId: string,
): Promise<AdminAssetSpaces | null> {
  const assetRef = doc(firestore, collectionPaths.asset(brandId, assetId)).withConverter(
    assetConverter,
  );
  const [assetSnapshot, spaces] = await Promise.all([
    getDoc(assetRef),
    getSpaceRecords(brandId, assetId),
  ]);
  const asset = assetSnapshot.data();
  return asset ? { asset, spaces } : null;
}

/** Under the asset's admin key, so anything that refreshes the asset refreshes its spaces too. */
export const adminSpacesQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: ['admin', 'brands', brandId, 'assets', assetId, 'spaces'],
    queryFn: () => getAdminSpaces(brandId, assetId),
  });

export function useAdminSpaces(brandId: string, assetId: string): AdminAssetSpaces | null {
  return useSuspenseQuery(adminSpacesQuery(brandId, assetId)).data;
}
