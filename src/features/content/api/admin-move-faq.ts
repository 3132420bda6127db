import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import type { SortOrderChange } from '../faq-move-plan';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type MoveFaqInput = { brandId: string | null; changes: readonly SortOrderChange[] };

/**
 * Writes new 表示順 values (from planFaqMove) in one batch: the two FAQ that trade places
 * change together or not at all, so the public order is never half moved.
 */
export async function moveFaq(db: Firestore, { brandId, changes }: MoveFaqInput): Promise<void> {
  const batch = writeBatch(db);
  for (const { id, sortOrder } of changes) {
    batch.update(doc(db, scopedCollectionPaths.faq(brandId, id)), {
      sortOrder,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

export function useMoveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveFaqInput) => moveFaq(firestore, input),
    onSettled: (_result, _error, { brandId }) =>
      invalidateContent(queryClient, contentKeys.faqs(brandId)),
  });
}
