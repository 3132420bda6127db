import {
  collection,
  getDocs,
  orderBy,
  query,
  where,
  type FirestoreDataConverter,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import type { RequestFilter } from '../request-filters';

export type RequestList<T> = { items: (T & { id: string })[]; unreadable: number };

/**
 * An inbox, newest first (docs/data-model.md, query table: order by createdAt ↓, or `status ==
 * X` order by createdAt ↓ with the index `status ↑, createdAt ↓`). Documents that do not match
 * the schema are counted, not listed.
 */
export async function readRequests<T>(
  path: string,
  converter: FirestoreDataConverter<T>,
  filter: RequestFilter,
): Promise<RequestList<T>> {
  const constraints: QueryConstraint[] =
    filter === 'all'
      ? [orderBy('createdAt', 'desc')]
      : [where('status', '==', filter), orderBy('createdAt', 'desc')];
  const snapshot = await getDocs(
    query(collection(firestore, path), ...constraints).withConverter(converter),
  );
  const list: RequestList<T> = { items: [], unreadable: 0 };
  for (const d of snapshot.docs) {
    try {
      list.items.push({ ...d.data(), id: d.id });
    } catch {
      list.unreadable += 1;
    }
  }
  return list;
}
