import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  doc,
  serverTimestamp,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import type { NoticeFields } from '../notice-form-schema';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type UpdateNoticeInput = { brandId: string | null; id: string; fields: NoticeFields };

/** Saves a お知らせ's title, body, 掲載日時 and 公開; createdAt stays as it is. */
export async function updateNotice(
  db: Firestore,
  { brandId, id, fields }: UpdateNoticeInput,
): Promise<void> {
  await updateDoc(doc(db, scopedCollectionPaths.notice(brandId, id)), {
    title: fields.title,
    body: fields.body,
    publishedAt: Timestamp.fromDate(fields.publishedAt),
    published: fields.published,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNoticeInput) => updateNotice(firestore, input),
    onSuccess: (_result, { brandId }) =>
      invalidateContent(queryClient, contentKeys.notices(brandId)),
  });
}
