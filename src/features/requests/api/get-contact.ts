import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore/lite';
import { contactConverter } from '@/lib/converters/contact-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminContact } from '../admin-request';
import { requestKeys } from './keys';

/** One お問い合わせ, or null when there is none (the 404 page). */
export async function getContact(brandId: string, contactId: string): Promise<AdminContact | null> {
  const snapshot = await getDoc(
    doc(firestore, collectionPaths.contact(brandId, contactId)).withConverter(contactConverter),
  );
  return snapshot.exists() ? { ...snapshot.data(), id: snapshot.id } : null;
}

export const contactQuery = (brandId: string, contactId: string) =>
  queryOptions({
    queryKey: requestKeys.byId(brandId, 'contacts', contactId),
    queryFn: () => getContact(brandId, contactId),
  });

export function useContact(brandId: string, contactId: string): AdminContact | null {
  return useSuspenseQuery(contactQuery(brandId, contactId)).data;
}
