import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { brandPageConverter } from '@/lib/converters/brand-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { BrandPage } from '@/lib/model/brand-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { contentKeys } from './keys';

/**
 * One 版 of a brand's 利用規約 as it was saved (pages/terms/versions/{版}), or null for a 版
 * saved before the versions were kept.
 */
export async function getTermsVersion(brandId: string, version: number): Promise<BrandPage | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.brandPageVersion(brandId, 'terms', version)).withConverter(
      brandPageConverter,
    ),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const termsVersionQuery = (brandId: string, version: number) =>
  queryOptions({
    queryKey: contentKeys.staff([...contentKeys.brandPage(brandId, 'terms'), 'versions', version]),
    queryFn: () => getTermsVersion(brandId, version),
    // A 版 never changes once saved.
    staleTime: Infinity,
  });

/** Read when asked for (the staff open the text), not with the screen. */
export function useTermsVersion(brandId: string, version: number, enabled: boolean) {
  return useQuery({ ...termsVersionQuery(brandId, version), enabled });
}
