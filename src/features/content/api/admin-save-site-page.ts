import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { sitePageConverter } from '@/lib/converters/site-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { SitePageKey } from '@/lib/model/site-page';
import { contentKeys } from './keys';
import type { PageFields } from '../page-form-schema';
import { invalidateContent } from './admin-invalidate-content';

export type SaveSitePageInput = { key: SitePageKey; fields: PageFields };

/** Writes one of the operator's pages whole (created on the first save); site pages have no 版. */
export async function saveSitePage(
  db: Firestore,
  { key, fields }: SaveSitePageInput,
): Promise<void> {
  await setDoc(doc(db, collectionPaths.sitePage(key)).withConverter(sitePageConverter), {
    title: fields.title,
    body: fields.body,
    updatedAt: serverTimestamp(),
  });
}

export function useSaveSitePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSitePageInput) => saveSitePage(firestore, input),
    onSuccess: async (_result, { key }) => {
      await invalidateContent(queryClient, contentKeys.sitePage(key));
    },
  });
}
