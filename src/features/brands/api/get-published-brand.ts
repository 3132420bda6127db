import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { brandSchema, type Brand } from '@/lib/model/brand';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { brandKeys } from './keys';

/** A published brand, or null when it does not exist or is not published (the 404 page). */
export async function getPublishedBrand(brandId: string): Promise<Brand | null> {
  const brand = await restGetVisibleDoc(collectionPaths.brand(brandId), brandSchema);
  return brand?.published ? brand : null;
}

export const publishedBrandQuery = (brandId: string) =>
  queryOptions({ queryKey: brandKeys.byId(brandId), queryFn: () => getPublishedBrand(brandId) });

export function usePublishedBrand(brandId: string): Brand | null {
  return useSuspenseQuery(publishedBrandQuery(brandId)).data;
}
