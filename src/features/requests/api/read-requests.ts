import {
  collection,
  query,
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore/lite';
import {
  newestFirst,
  readListPage,
  rowWithId,
  type ListPage,
  type ListPageRequest,
} from '@/lib/firebase-list-page';
import type { RequestFilter } from '../request-filters';

/** One page of an inbox: its rows with their ids, the count of all, the cursors. */
export type RequestPage<T> = ListPage<T & { id: string }>;

/**
 * One page of an inbox, newest first (docs/data-model.md, query table: order by createdAt ↓,
 * id ↓, or `status == X` with the index `status ↑, createdAt ↓`), read on the server with the
 * count of all (readListPage). Documents that do not match the schema are counted, not listed.
 */
export function readRequests<T>(
  db: Firestore,
  path: string,
  converter: FirestoreDataConverter<T>,
  filter: RequestFilter,
  request: ListPageRequest,
): Promise<RequestPage<T>> {
  const requests = collection(db, path).withConverter(converter);
  return readListPage(
    newestFirst(
      filter === 'all' ? query(requests) : query(requests, where('status', '==', filter)),
    ),
    request,
    rowWithId,
  );
}
