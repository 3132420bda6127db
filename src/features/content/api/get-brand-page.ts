import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { brandPageSchema, type BrandPage, type BrandPageKey } from '@/lib/model/brand-page';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { contentKeys } from './keys';

/** One fixed page of a published brand (利用規約, 会社概要…), or null (the 404 page). */
export function getBrandPage(brandId: string, key: BrandPageKey): Promise<BrandPage | null> {
  return restGetVisibleDoc(collectionPaths.brandPage(brandId, key), brandPageSchema);
}

export const brandPageQuery = (brandId: string, key: BrandPageKey) =>
  queryOptions({
    queryKey: contentKeys.brandPage(brandId, key),
    queryFn: () => getBrandPage(brandId, key),
  });

export function useBrandPage(brandId: string, key: BrandPageKey): BrandPage | null {
  return useSuspenseQuery(brandPageQuery(brandId, key)).data;
}
