import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { BrandFields } from '../admin-brand-form-schema';
import { invalidateBrand } from './admin-invalidate-brand';

export type UpdateBrandInput = { brandId: string; fields: BrandFields };

/** Saves the brand's editable fields; `published`, the images and `createdAt` stay as they are. */
export async function updateBrand(
  db: Firestore,
  { brandId, fields }: UpdateBrandInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.brand(brandId)), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateBrandInput) => updateBrand(firestore, input),
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.brandId),
  });
}
