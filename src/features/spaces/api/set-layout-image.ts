import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { uploadImage } from '@/components/admin/image-upload/upload-image';
import { firestore } from '@/lib/firebase-firestore';
import { replaceStoredObject, uploadToStorage } from '@/lib/firebase-upload';
import { collectionPaths } from '@/lib/model/collection-paths';
import { fitLayoutImage } from '../fit-layout-image';
import { layoutFrame } from '../layout-frame';
import { invalidateAssetQueries } from '@/features/assets/api/invalidate-asset-queries';

export type SetLayoutImageInput = {
  brandId: string;
  assetId: string;
  /** A new drawing to upload, or null to remove the layout image. */
  file: File | null;
  /** The image stored now, deleted once the asset no longer names it. */
  previousPath: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

async function setLayoutImagePath(
  db: Firestore,
  brandId: string,
  assetId: string,
  path: string | null,
) {
  await updateDoc(doc(db, collectionPaths.asset(brandId, assetId)), {
    layoutImagePath: path,
    updatedAt: serverTimestamp(),
  });
}

/**
 * Replaces (or removes) the asset's floor plan: the drawing is fitted to the unit map's 8 × 5
 * frame, converted and uploaded under a new name with progress, then `layoutImagePath` names it
 * and the previous object is deleted. The spaces keep their positions (in % of the frame).
 */
export function setLayoutImage(
  db: Firestore,
  { brandId, assetId, file, previousPath, onProgress, signal }: SetLayoutImageInput,
): Promise<string | null> {
  return replaceStoredObject({
    upload:
      file &&
      (async () => {
        const uploaded = await uploadImage({
          file: await fitLayoutImage(file),
          folder: `brands/${brandId}/assets/${assetId}`,
          name: 'layout',
          upload: uploadToStorage,
          prepare: { webLongSide: layoutFrame.width, thumbnail: false },
          ...(onProgress ? { onProgress } : {}),
          ...(signal ? { signal } : {}),
        });
        return uploaded.path;
      }),
    point: (path) => setLayoutImagePath(db, brandId, assetId, path),
    previousPath,
  });
}

export function useSetLayoutImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLayoutImageInput) => setLayoutImage(firestore, input),
    onSuccess: (_path, { brandId }) => invalidateAssetQueries(queryClient, brandId),
  });
}
