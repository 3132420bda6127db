import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type SetFaqPublishedInput = { brandId: string | null; id: string; published: boolean };

/** Shows an FAQ on the site, or takes it off, without touching the rest. */
export async function setFaqPublished(
  db: Firestore,
  { brandId, id, published }: SetFaqPublishedInput,
): Promise<void> {
  await updateDoc(doc(db, scopedCollectionPaths.faq(brandId, id)), {
    published,
    updatedAt: serverTimestamp(),
  });
}

export function useSetFaqPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetFaqPublishedInput) => setFaqPublished(firestore, input),
    onSuccess: (_result, { brandId }) => invalidateContent(queryClient, contentKeys.faqs(brandId)),
  });
}
