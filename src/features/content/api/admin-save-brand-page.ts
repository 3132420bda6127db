import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { brandPageConverter } from '@/lib/converters/brand-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { BrandPageKey } from '@/lib/model/brand-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { contentKeys } from './keys';
import { PageChangedError } from '../page-changed-error';
import type { PageFields } from '../page-form-schema';
import { invalidateContent } from './admin-invalidate-content';

export type SaveBrandPageInput = {
  brandId: string;
  key: BrandPageKey;
  fields: PageFields;
  /** The 版 the editor started from; null when the page did not exist yet. */
  baseVersion: number | null;
};

/**
 * Saves a brand page as its next 版 (a new page is 第1版) and returns that number; the 利用規約
 * also keep that 版 at pages/terms/versions/{版} (firestore.rules: never changed). Read and
 * write are one transaction, so two staff saving at once cannot both write the same 版; when
 * the stored 版 is no longer the one the editor showed, nothing is written (PageChangedError):
 * the person saving would otherwise publish a 版 they were never told about.
 */
export async function saveBrandPage(
  db: Firestore,
  { brandId, key, fields, baseVersion }: SaveBrandPageInput,
): Promise<number> {
  const ref = doc(db, collectionPaths.brandPage(brandId, key)).withConverter(brandPageConverter);
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.exists() ? snapshot.data().version : null;
    if (current !== baseVersion) throw new PageChangedError(current ?? 0);
    const version = (current ?? 0) + 1;
    const page = {
      title: fields.title,
      body: fields.body,
      version,
      // The rules require the server's time; the converter passes the sentinel through.
      updatedAt: serverTimestamp(),
    };
    transaction.set(ref, page);
    // The 利用規約 keep every 版 as saved: staff read the one an application agreed to.
    if (key === 'terms')
      transaction.set(
        doc(db, collectionPaths.brandPageVersion(brandId, key, version)).withConverter(
          brandPageConverter,
        ),
        page,
      );
    return version;
  });
}

export function useSaveBrandPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBrandPageInput) => saveBrandPage(firestore, input),
    onSettled: async (_version, _error, { brandId, key }) => {
      await invalidateContent(queryClient, contentKeys.brandPage(brandId, key));
    },
  });
}
