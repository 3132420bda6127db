import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  arrayRemove,
  doc,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { thumbnailPathOf } from '@/components/admin/image-upload/image-object-path';
import { deleteFromStorage } from '@/lib/firebase-upload';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateAssetQueries } from './invalidate-asset-queries';

export type DeleteAssetPhotoInput = { brandId: string; assetId: string; path: string };

/** The photo left the asset, but its stored files could not all be deleted. */
export class PhotoFilesNotDeletedError extends Error {
  override name = 'PhotoFilesNotDeletedError';
}

/**
 * Deletes a photo: first out of `imagePaths` (so no page ever points at a missing file), then
 * the stored image and its thumbnail (`thumbnailPathOf`; photos from before thumbnails have
 * none, which counts as deleted).
 */
export async function deleteAssetPhoto(
  db: Firestore,
  { brandId, assetId, path }: DeleteAssetPhotoInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    imagePaths: arrayRemove(path),
    updatedAt: serverTimestamp(),
  });
  const results = await Promise.allSettled([
    deleteFromStorage(path),
    deleteFromStorage(thumbnailPathOf(path)),
  ]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw new PhotoFilesNotDeletedError(path, { cause: failure.reason });
}

export function useDeleteAssetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAssetPhotoInput) => deleteAssetPhoto(firestore, input),
    // Also after PhotoFilesNotDeletedError: the document changed either way.
    onSettled: (_result, _error, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
