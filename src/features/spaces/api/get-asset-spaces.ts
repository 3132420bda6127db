import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restQuery } from '@/lib/firestore-rest';
import { publicQueries } from '@/lib/public-reads';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { spaceSchema, type Space } from '@/lib/model/space';
import { spaceKeys } from './keys';

/** A stored space with its id (the document id, staff-chosen: `A-101`). */
export type SpaceWithId = Space & { id: string };

/**
 * Every space of a published asset, by label: the asset page's table and unit map (the rules
 * let visitors read the spaces of a published asset only). Staff screens read any asset's
 * spaces with readAssetSpaces (the SDK, signed in).
 */
export function getAssetSpaces(brandId: string, assetId: string): Promise<SpaceWithId[]> {
  return restQuery(collectionPaths.spaces(brandId, assetId), spaceSchema, publicQueries.spaces);
}

export const assetSpacesQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: spaceKeys.byAsset(brandId, assetId),
    queryFn: () => getAssetSpaces(brandId, assetId),
  });

export function useAssetSpaces(brandId: string, assetId: string): SpaceWithId[] {
  return useSuspenseQuery(assetSpacesQuery(brandId, assetId)).data;
}
