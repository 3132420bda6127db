import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { faqConverter } from '@/lib/converters/faq-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Faq } from '@/lib/model/faq';
import { contentKeys } from './keys';
import { scopedCollectionPaths } from '../scoped-collection-paths';

export type AdminFaq = Faq & { id: string };

/** Every FAQ of a brand (or of the site), published or not, in display order. */
export async function getAdminFaqs(brandId: string | null): Promise<AdminFaq[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, scopedCollectionPaths.faqs(brandId)).withConverter(faqConverter),
      orderBy('sortOrder'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const adminFaqsQuery = (brandId: string | null) =>
  queryOptions({
    queryKey: contentKeys.staff(contentKeys.faqs(brandId)),
    queryFn: () => getAdminFaqs(brandId),
  });

export function useAdminFaqs(brandId: string | null): AdminFaq[] {
  return useSuspenseQuery(adminFaqsQuery(brandId)).data;
}
