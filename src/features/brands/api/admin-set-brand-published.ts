import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { invalidateBrand } from './admin-invalidate-brand';

export type SetBrandPublishedInput = { brandId: string; published: boolean };

/** Publishes or unpublishes a brand (after the screen's confirmation), nothing else. */
export async function setBrandPublished(
  db: Firestore,
  { brandId, published }: SetBrandPublishedInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.brand(brandId)), {
    published,
    updatedAt: serverTimestamp(),
  });
}

export function useSetBrandPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetBrandPublishedInput) => setBrandPublished(firestore, input),
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.brandId),
  });
}
