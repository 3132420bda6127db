import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Brand } from '@/lib/model/brand';
import { collectionPaths } from '@/lib/model/collection-paths';
import { brandKeys } from './keys';

/** One brand as staff see it (published or not), or null when there is no such brand. */
export async function getAdminBrand(brandId: string): Promise<Brand | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.brand(brandId)).withConverter(brandConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const adminBrandQuery = (brandId: string) =>
  queryOptions({
    queryKey: brandKeys.staffById(brandId),
    queryFn: () => getAdminBrand(brandId),
  });

export function useAdminBrand(brandId: string): Brand | null {
  return useSuspenseQuery(adminBrandQuery(brandId)).data;
}
