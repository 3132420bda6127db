import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateAssetQueries } from './invalidate-asset-queries';

export type SetAssetPublishedInput = { brandId: string; assetId: string; published: boolean };

/** Publishes or unpublishes an asset without touching anything else. */
export async function setAssetPublished(
  db: Firestore,
  { brandId, assetId, published }: SetAssetPublishedInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    published,
    updatedAt: serverTimestamp(),
  });
}

export function useSetAssetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAssetPublishedInput) => setAssetPublished(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
