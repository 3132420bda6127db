import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { contactConverter } from '@/lib/converters/contact-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Contact } from '@/lib/model/contact';
import type { RequestFilter } from '../request-filters';
import { requestKeys } from './keys';
import { readRequests, type RequestPage } from './read-requests';

/** One page of the brand's お問い合わせ, newest first, all or in one state. */
export function getContacts(
  db: Firestore,
  brandId: string,
  filter: RequestFilter,
  request: ListPageRequest,
): Promise<RequestPage<Contact>> {
  return readRequests(db, collectionPaths.contacts(brandId), contactConverter, filter, request);
}

export const contactsQuery = (brandId: string, filter: RequestFilter, request: ListPageRequest) =>
  queryOptions({
    queryKey: [...requestKeys.list(brandId, 'contacts', filter), request],
    queryFn: () => getContacts(firestore, brandId, filter, request),
  });
