import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { brandPageConverter } from '@/lib/converters/brand-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { BrandPage, BrandPageKey } from '@/lib/model/brand-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { contentKeys } from './keys';

/** One fixed page of a brand as staff see it, or null when it has not been written yet. */
export async function getAdminBrandPage(
  brandId: string,
  key: BrandPageKey,
): Promise<BrandPage | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.brandPage(brandId, key)).withConverter(brandPageConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const adminBrandPageQuery = (brandId: string, key: BrandPageKey) =>
  queryOptions({
    queryKey: contentKeys.staff(contentKeys.brandPage(brandId, key)),
    queryFn: () => getAdminBrandPage(brandId, key),
  });

export function useAdminBrandPage(brandId: string, key: BrandPageKey): BrandPage | null {
  return useSuspenseQuery(adminBrandPageQuery(brandId, key)).data;
}
