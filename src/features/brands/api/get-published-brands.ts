import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Brand } from '@/lib/model/brand';
import { collectionPaths } from '@/lib/model/collection-paths';
import { brandKeys } from './keys';

export type BrandWithId = Brand & { id: string };

/** The published brands in their display order (home page). */
export async function getPublishedBrands(): Promise<BrandWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.brands()).withConverter(brandConverter),
      where('published', '==', true),
      orderBy('sortOrder'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const publishedBrandsQuery = () =>
  queryOptions({ queryKey: brandKeys.published(), queryFn: getPublishedBrands });

export function usePublishedBrands(): BrandWithId[] {
  return useSuspenseQuery(publishedBrandsQuery()).data;
}
