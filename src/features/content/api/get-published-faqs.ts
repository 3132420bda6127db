import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { restQuery } from '@/lib/firestore-rest';
import { publicQueries } from '@/lib/public-reads';
import { publicCollectionPaths as collectionPaths } from '@/lib/model/public-collection-paths';
import { faqSchema, type Faq } from '@/lib/model/faq';
import { contentKeys } from './keys';

export type FaqWithId = Faq & { id: string };

/** The published FAQ of a brand, or of the whole site when `brandId` is null, in order. */
export function getPublishedFaqs(brandId: string | null): Promise<FaqWithId[]> {
  const path = brandId ? collectionPaths.brandFaqs(brandId) : collectionPaths.faqs();
  return restQuery(path, faqSchema, publicQueries.faqs);
}

export const publishedFaqsQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.faqs(brandId),
    queryFn: () => getPublishedFaqs(brandId),
  });

export function usePublishedFaqs(brandId: string | null): FaqWithId[] {
  return useSuspenseQuery(publishedFaqsQuery(brandId)).data;
}
