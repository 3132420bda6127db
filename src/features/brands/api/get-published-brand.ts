import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Brand } from '@/lib/model/brand';
import { collectionPaths } from '@/lib/model/collection-paths';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { brandKeys } from './keys';

/** A published brand, or null when it does not exist or is not published (the 404 page). */
export async function getPublishedBrand(brandId: string): Promise<Brand | null> {
  const ref = doc(firestore, collectionPaths.brand(brandId)).withConverter(brandConverter);
  const brand = await readVisibleDoc(ref);
  return brand?.published ? brand : null;
}

export const publishedBrandQuery = (brandId: string) =>
  queryOptions({ queryKey: brandKeys.byId(brandId), queryFn: () => getPublishedBrand(brandId) });

export function usePublishedBrand(brandId: string): Brand | null {
  return useSuspenseQuery(publishedBrandQuery(brandId)).data;
}
