import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SpaceWithId } from './get-asset-spaces';

/**
 * Every space of an asset, by label, through the SDK with the signed-in person's credentials:
 * the staff screens (any asset, published or not) and a staff write reading the spaces with
 * the db it writes to. Visitors read the same list without the SDK (getAssetSpaces).
 */
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
