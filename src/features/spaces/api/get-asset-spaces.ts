import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Space } from '@/lib/model/space';
import { spaceKeys } from './keys';

/** A stored space with its id (the document id, staff-chosen: `A-101`). */
export type SpaceWithId = Space & { id: string };

/**
 * Every space of an asset, by label: the asset page's table and unit map (the rules let
 * visitors read the spaces of a published asset only) and the staff screens (any asset).
 */
export function getAssetSpaces(brandId: string, assetId: string): Promise<SpaceWithId[]> {
  return readAssetSpaces(firestore, brandId, assetId);
}

/** getAssetSpaces with a given Firestore: a staff write reads the spaces with the db it writes to. */
export async function readAssetSpaces(
  db: Firestore,
  brandId: string,
  assetId: string,
): Promise<SpaceWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collectionPaths.spaces(brandId, assetId)).withConverter(spaceConverter),
      orderBy('label'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const assetSpacesQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: spaceKeys.byAsset(brandId, assetId),
    queryFn: () => getAssetSpaces(brandId, assetId),
  });

export function useAssetSpaces(brandId: string, assetId: string): SpaceWithId[] {
  return useSuspenseQuery(assetSpacesQuery(brandId, assetId)).data;
}
