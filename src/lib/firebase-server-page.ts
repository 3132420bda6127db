import {
  documentId,
  endBefore,
  getCount,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore/lite';
import { decodePageCursorValues, encodePageCursorValues } from './firebase-page-cursor';

/** Where a server-paged list starts: after (次へ) or before (前へ) a row, or the first page. */
export type ServerPageCursor = { direction: 'after' | 'before'; token: string } | null;

export type ServerPage<T> = {
  rows: T[];
  /** Rows the filters find (a count aggregation: one read per 1,000 rows). */
  total: number;
  /** Documents of this page that could not be read (counted, not listed). */
  unreadable: number;
  /** Whether rows lie beyond this page in the direction it was read. */
  more: boolean;
  /** Cursor tokens of the first and last row, for 前へ and 次へ. */
  first: string | null;
  last: string | null;
};

/**
 * One page of `base` newest first by `timeField` (then by id, so equal times keep their order),
 * and how many rows the filters find: `limit(size + 1)` from the cursor (the extra row says
 * whether another page follows) and a count aggregation over the same query, never the whole
 * collection. A cursor token that does not decode (a hand-edited address) is the first page.
 */
export async function readServerPage<T>(
  base: Query,
  timeField: string,
  request: { size: number; cursor: ServerPageCursor },
  read: (row: QueryDocumentSnapshot) => T,
  /** A collection-group query: the cursor names a row by its path, not its id. */
  { collectionGroup = false }: { collectionGroup?: boolean } = {},
): Promise<ServerPage<T>> {
  const { size } = request;
  const order = [orderBy(timeField, 'desc'), orderBy(documentId(), 'desc')];
  const values = request.cursor === null ? null : decodePageCursorValues(request.cursor.token);
  const direction = values === null ? null : (request.cursor?.direction ?? null);
  const page =
    values !== null && direction === 'before'
      ? query(base, ...order, endBefore(...values), limitToLast(size + 1))
      : values !== null
        ? query(base, ...order, startAfter(...values), limit(size + 1))
        : query(base, ...order, limit(size + 1));
  const [snapshot, counted] = await Promise.all([getDocs(page), getCount(base)]);
  const docs = direction === 'before' ? snapshot.docs.slice(-size) : snapshot.docs.slice(0, size);
  const rows: T[] = [];
  let unreadable = 0;
  for (const doc of docs) {
    try {
      rows.push(read(doc));
    } catch {
      unreadable += 1;
    }
  }
  // The stored Timestamp (to the microsecond), not a Date: a cursor a little off would skip rows.
  const cursorOf = (doc: QueryDocumentSnapshot) =>
    encodePageCursorValues([
      doc.get(timeField) as Timestamp,
      collectionGroup ? doc.ref.path : doc.id,
    ]);
  const firstRow = docs[0];
  const lastRow = docs[docs.length - 1];
  return {
    rows,
    total: counted.data().count,
    unreadable,
    more: snapshot.docs.length > size,
    first: firstRow === undefined ? null : cursorOf(firstRow),
    last: lastRow === undefined ? null : cursorOf(lastRow),
  };
}

/** Every row of `base` newest first, `batch` at a time, up to `max` (a CSV of the filters). */
export async function readAllRows<T>(
  base: Query,
  timeField: string,
  read: (row: QueryDocumentSnapshot) => T,
  { batch = 500, max = 10_000 }: { batch?: number; max?: number } = {},
): Promise<{ rows: T[]; truncated: boolean }> {
  const order = [orderBy(timeField, 'desc'), orderBy(documentId(), 'desc')];
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
