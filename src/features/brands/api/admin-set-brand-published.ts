import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { searchKeys } from '@/features/search/api/keys';
import { syncBrandAssetSearch } from '@/features/search/api/sync-brand-asset-search';
import { invalidateBrand } from './admin-invalidate-brand';

export type SetBrandPublishedInput = { brandId: string; published: boolean };

/**
 * Publishes or unpublishes a brand (after the screen's confirmation), and its assets' search
 * documents with it: hidden before the brand goes private, searchable after it goes public, so
 * the cross-brand search never shows an asset of an unpublished brand.
 */
export async function setBrandPublished(
  db: Firestore,
  { brandId, published }: SetBrandPublishedInput,
): Promise<void> {
  if (!published) await syncBrandAssetSearch(db, brandId, false);
  await updateDoc(doc(db, collectionPaths.brand(brandId)), {
    published,
    updatedAt: serverTimestamp(),
  });
  if (published) await syncBrandAssetSearch(db, brandId, true);
}

export function useSetBrandPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetBrandPublishedInput) => setBrandPublished(firestore, input),
    onSuccess: (_result, input) =>
      Promise.all([
        invalidateBrand(queryClient, input.brandId),
        queryClient.invalidateQueries({ queryKey: searchKeys.all }),
      ]),
  });
}
