import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSpace, SpaceChangeSet } from '../space-change-set';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';
import { commitSpaceChange } from './commit-space-change';

export type CreateSpacesInput = { brandId: string; assetId: string; spaces: NewSpace[] };

/** Adds one space or a whole series in one commit with the asset's plans; taken ids are refused. */
export function createSpaces({
  brandId,
  assetId,
  spaces,
}: CreateSpacesInput): Promise<SpaceChangeSet> {
  return commitSpaceChange(brandId, assetId, { kind: 'create', spaces });
}

export function useCreateSpaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpaces,
    onSuccess: (_set, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
