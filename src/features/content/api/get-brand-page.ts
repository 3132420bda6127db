import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc } from 'firebase/firestore/lite';
import { brandPageConverter } from '@/lib/converters/brand-page-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { BrandPage, BrandPageKey } from '@/lib/model/brand-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { contentKeys } from './keys';

/** One fixed page of a published brand (利用規約, 会社概要…), or null (the 404 page). */
export function getBrandPage(brandId: string, key: BrandPageKey): Promise<BrandPage | null> {
  const ref = doc(firestore, collectionPaths.brandPage(brandId, key)).withConverter(
    brandPageConverter,
  );
  return readVisibleDoc(ref);
}

export const brandPageQuery = (brandId: string, key: BrandPageKey) =>
  queryOptions({
    queryKey: contentKeys.brandPage(brandId, key),
    queryFn: () => getBrandPage(brandId, key),
  });

export function useBrandPage(brandId: string, key: BrandPageKey): BrandPage | null {
  return useSuspenseQuery(brandPageQuery(brandId, key)).data;
}
