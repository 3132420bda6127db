import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Space } from '@/lib/model/space';

export type SpaceWithId = Space & { id: string };

/** Every space of one published asset, by label (the asset page's table and unit map). */
export async function getAssetSpaces(brandId: string, assetId: string): Promise<SpaceWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.spaces(brandId, assetId)).withConverter(spaceConverter),
      orderBy('label'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const assetSpacesQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: ['brands', brandId, 'assets', assetId, 'spaces'],
    queryFn: () => getAssetSpaces(brandId, assetId),
  });

export function useAssetSpaces(brandId: string, assetId: string): SpaceWithId[] {
  return useSuspenseQuery(assetSpacesQuery(brandId, assetId)).data;
}
