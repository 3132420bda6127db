import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restQuery } from '@/lib/firestore-rest';
import { publicQueries } from '@/lib/public-reads';
import { brandSchema, type Brand } from '@/lib/model/brand';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { brandKeys } from './keys';

export type BrandWithId = Brand & { id: string };

/** The published brands in their display order (home page). */
export function getPublishedBrands(): Promise<BrandWithId[]> {
  return restQuery(collectionPaths.brands(), brandSchema, publicQueries.brands);
}

export const publishedBrandsQuery = () =>
  queryOptions({ queryKey: brandKeys.published(), queryFn: getPublishedBrands });

export function usePublishedBrands(): BrandWithId[] {
  return useSuspenseQuery(publishedBrandsQuery()).data;
}
