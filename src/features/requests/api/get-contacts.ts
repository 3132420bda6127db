import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { contactConverter } from '@/lib/converters/contact-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Contact } from '@/lib/model/contact';
import type { RequestFilter } from '../request-filters';
import { requestKeys } from './keys';
import { readRequests, type RequestList } from './read-requests';

/** The brand's お問い合わせ, newest first, all or in one state. */
export function getContacts(brandId: string, filter: RequestFilter): Promise<RequestList<Contact>> {
  return readRequests(collectionPaths.contacts(brandId), contactConverter, filter);
}

export const contactsQuery = (brandId: string, filter: RequestFilter) =>
  queryOptions({
    queryKey: requestKeys.list(brandId, 'contacts', filter),
    queryFn: () => getContacts(brandId, filter),
  });

export function useContacts(brandId: string, filter: RequestFilter): RequestList<Contact> {
  return useSuspenseQuery(contactsQuery(brandId, filter)).data;
}
