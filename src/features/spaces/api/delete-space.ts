import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { SpaceChangeSet } from '../space-change-set';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';
import { commitSpaceChange } from './commit-space-change';

export type DeleteSpaceInput = { brandId: string; assetId: string; spaceId: string };

/** Deletes a free space (nobody on it) in one commit with the asset's plans. */
export function deleteSpace(
  db: Firestore,
  { brandId, assetId, spaceId }: DeleteSpaceInput,
): Promise<SpaceChangeSet> {
  return commitSpaceChange(db, brandId, assetId, { kind: 'delete', id: spaceId });
}

export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteSpaceInput) => deleteSpace(firestore, input),
    onSuccess: (_set, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
