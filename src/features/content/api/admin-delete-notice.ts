import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type DeleteNoticeInput = { brandId: string | null; id: string };

/** Deletes a お知らせ for good (its address then shows the 404 page). */
export async function deleteNotice(
  db: Firestore,
  { brandId, id }: DeleteNoticeInput,
): Promise<void> {
  await deleteDoc(doc(db, scopedCollectionPaths.notice(brandId, id)));
}

export function useDeleteNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteNoticeInput) => deleteNotice(firestore, input),
    onSuccess: (_result, { brandId }) =>
      invalidateContent(queryClient, contentKeys.notices(brandId)),
  });
}
