import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { SpaceChangeSet, SpacePatch } from '../space-change-set';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';
import { commitSpaceChange } from './commit-space-change';

export type UpdateSpacesInput = {
  brandId: string;
  assetId: string;
  patches: { id: string; changes: SpacePatch }[];
};

/**
 * Changes one space (its fields or its state) or several (the fees of the selected ones) in
 * one commit with the asset's plans.
 */
export function updateSpaces(
  db: Firestore,
  { brandId, assetId, patches }: UpdateSpacesInput,
): Promise<SpaceChangeSet> {
  return commitSpaceChange(db, brandId, assetId, { kind: 'update', patches });
}

export function useUpdateSpaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSpacesInput) => updateSpaces(firestore, input),
    onSuccess: (_set, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
