import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type DeleteFaqInput = { brandId: string | null; id: string };

/** Deletes an FAQ for good. */
export async function deleteFaq(db: Firestore, { brandId, id }: DeleteFaqInput): Promise<void> {
  await deleteDoc(doc(db, scopedCollectionPaths.faq(brandId, id)));
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteFaqInput) => deleteFaq(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateContent(queryClient, contentKeys.faqs(brandId)),
  });
}
