import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type SetNoticePublishedInput = { brandId: string | null; id: string; published: boolean };

/** Publishes a お知らせ (shown from its 掲載日時 on) or takes it off the site. */
export async function setNoticePublished(
  db: Firestore,
  { brandId, id, published }: SetNoticePublishedInput,
): Promise<void> {
  await updateDoc(doc(db, scopedCollectionPaths.notice(brandId, id)), {
    published,
    updatedAt: serverTimestamp(),
  });
}

export function useSetNoticePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetNoticePublishedInput) => setNoticePublished(firestore, input),
    onSuccess: (_result, { brandId }) =>
      invalidateContent(queryClient, contentKeys.notices(brandId)),
  });
}
