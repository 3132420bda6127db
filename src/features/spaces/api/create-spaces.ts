import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { NewSpace, SpaceChangeSet } from '../space-change-set';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';
import { commitSpaceChange } from './commit-space-change';

export type CreateSpacesInput = { brandId: string; assetId: string; spaces: NewSpace[] };

/** Adds one space or a whole series in one commit with the asset's plans; taken ids are refused. */
export function createSpaces(
  db: Firestore,
  { brandId, assetId, spaces }: CreateSpacesInput,
): Promise<SpaceChangeSet> {
  return commitSpaceChange(db, brandId, assetId, { kind: 'create', spaces });
}

export function useCreateSpaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSpacesInput) => createSpaces(firestore, input),
    onSuccess: (_set, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
