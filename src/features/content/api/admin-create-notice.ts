import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { noticeConverter } from '@/lib/converters/notice-converter';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import type { NoticeFields } from '../notice-form-schema';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type CreateNoticeInput = { brandId: string | null; fields: NoticeFields };

/** Adds a お知らせ (a brand's, or the site's news when `brandId` is null). */
export async function createNotice(
  db: Firestore,
  { brandId, fields }: CreateNoticeInput,
): Promise<string> {
  const ref = await addDoc(
    collection(db, scopedCollectionPaths.notices(brandId)).withConverter(noticeConverter),
    { ...fields, createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
  );
  return ref.id;
}

export function useCreateNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoticeInput) => createNotice(firestore, input),
    onSuccess: (_id, { brandId }) => invalidateContent(queryClient, contentKeys.notices(brandId)),
  });
}
