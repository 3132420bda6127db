import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { BrandFields } from '../admin-brand-form-schema';
import { invalidateBrand } from './admin-invalidate-brand';

export type UpdateBrandInput = { brandId: string; fields: BrandFields };

/** Saves the brand's editable fields; `published`, the images and `createdAt` stay as they are. */
export async function updateBrand({ brandId, fields }: UpdateBrandInput): Promise<void> {
  await updateDoc(doc(firestore, collectionPaths.brand(brandId)), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrand,
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.brandId),
  });
}
