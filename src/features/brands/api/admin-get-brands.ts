import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { BrandWithId } from './get-published-brands';
import { brandKeys } from './keys';

/** Every brand, published or not, in display order (admins only; data-model.md's query table). */
export async function getAdminBrands(): Promise<BrandWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.brands()).withConverter(brandConverter),
      orderBy('sortOrder'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** Admin keys start with 'admin', so a draft never lands in a visitor's cache. */
export const adminBrandsQuery = () =>
  queryOptions({ queryKey: brandKeys.staffAll, queryFn: getAdminBrands });

export function useAdminBrands(): BrandWithId[] {
  return useSuspenseQuery(adminBrandsQuery()).data;
}
