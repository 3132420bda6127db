import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { faqConverter } from '@/lib/converters/faq-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Faq } from '@/lib/model/faq';
import { contentKeys } from './keys';

export type FaqWithId = Faq & { id: string };

/** The published FAQ of a brand, or of the whole site when `brandId` is null, in order. */
export async function getPublishedFaqs(brandId: string | null): Promise<FaqWithId[]> {
  const path = brandId ? collectionPaths.brandFaqs(brandId) : collectionPaths.faqs();
  const snapshot = await getDocs(
    query(
      collection(firestore, path).withConverter(faqConverter),
      where('published', '==', true),
      orderBy('sortOrder'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const publishedFaqsQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.faqs(brandId),
    queryFn: () => getPublishedFaqs(brandId),
  });

export function usePublishedFaqs(brandId: string | null): FaqWithId[] {
  return useSuspenseQuery(publishedFaqsQuery(brandId)).data;
}
