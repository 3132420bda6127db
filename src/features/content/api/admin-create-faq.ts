import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { faqConverter } from '@/lib/converters/faq-converter';
import { firestore } from '@/lib/firebase-firestore';
import { contentKeys } from './keys';
import type { FaqFields } from '../faq-form-schema';
import { scopedCollectionPaths } from '../scoped-collection-paths';
import { invalidateContent } from './admin-invalidate-content';

export type CreateFaqInput = { brandId: string | null; fields: FaqFields; sortOrder: number };

/** Adds an FAQ (a brand's, or the site's when `brandId` is null) at the given 表示順. */
export async function createFaq(
  db: Firestore,
  { brandId, fields, sortOrder }: CreateFaqInput,
): Promise<string> {
  const ref = await addDoc(
    collection(db, scopedCollectionPaths.faqs(brandId)).withConverter(faqConverter),
    { ...fields, sortOrder, createdAt: serverTimestamp(), updatedAt: serverTimestamp() },
  );
  return ref.id;
}

export function useCreateFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFaqInput) => createFaq(firestore, input),
    onSuccess: (_id, { brandId }) => invalidateContent(queryClient, contentKeys.faqs(brandId)),
  });
}
