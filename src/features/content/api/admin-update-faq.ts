import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import type { FaqFields } from '../faq-form-schema';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type UpdateFaqInput = { brandId: string | null; id: string; fields: FaqFields };

/** Saves an FAQ's question, answer, 分類 and 公開; 表示順 and createdAt stay as they are. */
export async function updateFaq(
  db: Firestore,
  { brandId, id, fields }: UpdateFaqInput,
): Promise<void> {
  await updateDoc(doc(db, scopedCollectionPaths.faq(brandId, id)), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateFaqInput) => updateFaq(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateContent(queryClient, contentKeys.faqs(brandId)),
  });
}
