import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateAssetQueries } from './invalidate-asset-queries';

export type SaveAssetPhotosInput = { brandId: string; assetId: string; imagePaths: string[] };

/** Saves the photos' order: `imagePaths` in one write (the first is the main photo). */
export async function saveAssetPhotos(
  db: Firestore,
  { brandId, assetId, imagePaths }: SaveAssetPhotosInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    imagePaths,
    updatedAt: serverTimestamp(),
  });
}

export function useSaveAssetPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAssetPhotosInput) => saveAssetPhotos(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
