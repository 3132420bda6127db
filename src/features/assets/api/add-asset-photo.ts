import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  arrayUnion,
  doc,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateAssetQueries } from './invalidate-asset-queries';

export type AddAssetPhotoInput = { brandId: string; assetId: string; path: string };

/**
 * Adds an uploaded photo at the end of `imagePaths`. `arrayUnion` appends on the server, so
 * two uploads finishing at the same moment are both kept (a list computed in the browser
 * would let the later write drop the earlier photo). The rules still cap the list at 10.
 */
export async function addAssetPhoto(
  db: Firestore,
  { brandId, assetId, path }: AddAssetPhotoInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    imagePaths: arrayUnion(path),
    updatedAt: serverTimestamp(),
  });
}

export function useAddAssetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddAssetPhotoInput) => addAssetPhoto(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
