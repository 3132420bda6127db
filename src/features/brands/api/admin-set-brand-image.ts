import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { deleteFromStorage } from '@/lib/firebase-upload';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateBrand } from './admin-invalidate-brand';

export type BrandImageField = 'logoPath' | 'heroPath';

export type SetBrandImageInput = {
  brandId: string;
  field: BrandImageField;
  /** The uploaded image's path, or null to remove the image. */
  path: string | null;
  /** The path stored until now: its object is deleted once the document no longer names it. */
  previousPath: string | null;
};

/**
 * Points the brand at a new image (or none), then deletes the old object. In this order the
 * page never names a missing file; if the deletion fails, an unused file stays behind (logged),
 * which costs storage but breaks nothing.
 */
export async function setBrandImage(
  db: Firestore,
  { brandId, field, path, previousPath }: SetBrandImageInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.brand(brandId)), {
    [field]: path,
    updatedAt: serverTimestamp(),
  });
  if (previousPath && previousPath !== path) {
    try {
      await deleteFromStorage(previousPath);
    } catch (error) {
      console.warn(`古い画像を削除できませんでした（${previousPath}）`, error);
    }
  }
}

export function useSetBrandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetBrandImageInput) => setBrandImage(firestore, input),
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.brandId),
  });
}
