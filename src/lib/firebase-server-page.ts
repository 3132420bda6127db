import {
  getDocs,
  limit,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  newestFirst,
  readListPage,
  type ListPage,
  type ListPageRequest,
} from './firebase-list-page';

/** Where a server-paged list starts: after (次へ) or before (前へ) a row, or the first page. */
export type ServerPageCursor = ListPageRequest['cursor'];

export type ServerPage<T> = ListPage<T>;

/**
 * One page of `base` newest first by `timeField` (then by id, so equal times keep their order),
 * and how many rows the filters find: readListPage (firebase-list-page.ts) with that order, never
 * the whole collection. A cursor token that does not decode (a hand-edited address) is the first
 * page.
 */
export function readServerPage<T>(
  base: Query,
  timeField: string,
  request: { size: number; cursor: ServerPageCursor },
  read: (row: QueryDocumentSnapshot) => T,
  /** A collection-group query: the cursor names a row by its path, not its id. */
  { collectionGroup = false }: { collectionGroup?: boolean } = {},
): Promise<ServerPage<T>> {
  return readListPage(newestFirst(base, timeField, { collectionGroup }), request, read);
}

/** Every row of `base` newest first, `batch` at a time, up to `max` (a CSV of the filters). */
export async function readAllRows<T>(
  base: Query,
  timeField: string,
  read: (row: QueryDocumentSnapshot) => T,
  { batch = 500, max = 10_000 }: { batch?: number; max?: number } = {},
): Promise<{ rows: T[]; truncated: boolean }> {
  const { order } = newestFirst(base, timeField);
  const rows: T[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await getDocs(
      last === undefined
        ? query(base, ...order, limit(batch))
        : query(base, ...order, startAfter(last), limit(batch)),
    );
    for (const doc of snapshot.docs) {
      if (rows.length >= max) return { rows, truncated: true };
      try {
        rows.push(read(doc));
      } catch {
        // An unreadable document is left out of the file, as the screen leaves it out.
      }
    }
    if (snapshot.docs.length < batch) return { rows, truncated: false };
    last = snapshot.docs[snapshot.docs.length - 1];
  }
}
