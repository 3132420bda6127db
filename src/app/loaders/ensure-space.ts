import type { QueryClient } from '@tanstack/react-query';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import { ensureAsset } from './asset-loader';
import { requireFound } from './require-found';

/** Brand, asset and one of its spaces (`:brandId/:assetId/:spaceId`); any unknown one is the 404 page. */
export async function ensureSpace(
  queryClient: QueryClient,
  brandId: string,
  assetId: string,
  spaceId: string,
) {
  const found = await ensureAsset(queryClient, brandId, assetId);
  const spaces = await queryClient.ensureQueryData(assetSpacesQuery(brandId, assetId));
  const space = requireFound(spaces.find((candidate) => candidate.id === spaceId));
  return { ...found, space };
}
