import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { uploadImage } from '@/components/admin/image-upload/upload-image';
import { firestore } from '@/lib/firebase-firestore';
import { replaceStoredObject, uploadToStorage } from '@/lib/firebase-upload';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateBrand } from './admin-invalidate-brand';

export type BrandImageField = 'logoPath' | 'heroPath';

/** How each image is stored: the logo is shown at most 80 px, the hero across a laptop. */
const imageSpecs = {
  logoPath: { name: 'logo', webLongSide: 512 },
  heroPath: { name: 'hero', webLongSide: 1600 },
} as const;

export type SetBrandImageInput = {
  brandId: string;
  field: BrandImageField;
  /** A new image to convert and upload, or null to remove the image. */
  file: File | null;
  /** The path stored until now: its object is deleted once the document no longer names it. */
  previousPath: string | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * Replaces (or removes) a brand's logo or hero: the picked file is converted in the browser and
 * uploaded under a new name with progress, then the brand names it and the old object is
 * deleted (replaceStoredObject: the page never names a missing file).
 */
export function setBrandImage(
  db: Firestore,
  { brandId, field, file, previousPath, onProgress, signal }: SetBrandImageInput,
): Promise<string | null> {
  const spec = imageSpecs[field];
  return replaceStoredObject({
    upload:
      file &&
      (async () => {
        const uploaded = await uploadImage({
          file,
          folder: `brands/${brandId}`,
          name: spec.name,
          upload: uploadToStorage,
          prepare: { webLongSide: spec.webLongSide, thumbnail: false },
          ...(onProgress ? { onProgress } : {}),
          ...(signal ? { signal } : {}),
        });
        return uploaded.path;
      }),
    point: (path) =>
      updateDoc(doc(db, collectionPaths.brand(brandId)), {
        [field]: path,
        updatedAt: serverTimestamp(),
      }),
    previousPath,
  });
}

export function useSetBrandImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetBrandImageInput) => setBrandImage(firestore, input),
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.brandId),
  });
}
