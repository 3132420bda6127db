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
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore/lite';
import {
  decodePageCursorValues,
  encodePageCursorValues,
  type PageCursorValue,
} from './firebase-page-cursor';

/** One page of a staff list as the address asks for it (`?size=`, `?after=` / `?before=`). */
export type ListPageRequest = {
  /** Rows per page. */
  size: number;
  /**
   * Where the page starts: after the row of `?after=` (次へ) or before the row of `?before=`
   * (前へ), as encoded by the previous page; `null` for the first page.
   */
  cursor: { direction: 'after' | 'before'; token: string } | null;
};

export type ListPage<T> = {
  rows: T[];
  /** Rows the list holds in all (a count aggregation query: one read per 1,000 documents). */
  total: number;
  /** Documents of this page that do not match the schema (counted, not listed). */
  unreadable: number;
  /** Whether rows lie beyond this page in the direction it was read (次へ, or 前へ going back). */
  more: boolean;
  /** The cursor tokens of the first and last row, for 前へ and 次へ. */
  first: string | null;
  last: string | null;
};

/** A list's filters and the ordering its cursor follows (ending in the document id). */
export type ListPageQuery<D = DocumentData> = {
  /** The filtered query (what the count counts). */
  base: Query<D>;
  /** The order of the rows; the last one the document id, so every row has one place. */
  order: QueryConstraint[];
  /** The values of `order` at a row (stored values: a Timestamp to the microsecond). */
  cursorOf: (row: QueryDocumentSnapshot<D>) => PageCursorValue[];
};

/**
 * `base` newest first by `timeField`, then by id (so equal times keep their order). The cursor
 * holds the stored Timestamp (to the microsecond), not the model's Date: a cursor a little off
 * would skip or repeat rows. A collection-group query's cursor names a row by its path.
 */
export function newestFirst<D>(
  base: Query<D>,
  timeField = 'createdAt',
  { collectionGroup = false }: { collectionGroup?: boolean } = {},
): ListPageQuery<D> {
  return {
    base,
    order: [orderBy(timeField, 'desc'), orderBy(documentId(), 'desc')],
    cursorOf: (row) => [row.get(timeField) as Timestamp, collectionGroup ? row.ref.path : row.id],
  };
}

/** The rows an exact key finds (one or a few), by id. */
export function byId<D>(base: Query<D>): ListPageQuery<D> {
  return { base, order: [orderBy(documentId())], cursorOf: (row) => [row.id] };
}

/** The `\uf8ff` end of a prefix range: every string that starts with the prefix sorts below it. */
const prefixEnd = '\uf8ff';

/** The rows whose `field` begins with `prefix`, by that field then id (a single-field index). */
export function byPrefix<D>(rows: Query<D>, field: string, prefix: string): ListPageQuery<D> {
  return {
    base: query(rows, where(field, '>=', prefix), where(field, '<', prefix + prefixEnd)),
    order: [orderBy(field), orderBy(documentId())],
    cursorOf: (row) => [String(row.get(field)), row.id],
  };
}

/**
 * One page of a list read on the server in any order the list's index gives: `limit(size)`
 * from the cursor (one row more tells whether another page follows). Never the whole
 * collection. `read` turns a document into a row and throws for a malformed one.
 */
export async function readListRows<T, D = DocumentData>(
  { base, order, cursorOf }: ListPageQuery<D>,
  request: ListPageRequest,
  read: (row: QueryDocumentSnapshot<D>) => T,
): Promise<Omit<ListPage<T>, 'total'>> {
  const { size } = request;
  // A token that does not decode (a hand-edited address) is the first page.
  const values = request.cursor === null ? null : decodePageCursorValues(request.cursor.token);
  const direction = values === null ? null : (request.cursor?.direction ?? null);
  const page =
    values !== null && direction === 'before'
      ? query(base, ...order, endBefore(...values), limitToLast(size + 1))
      : values !== null
        ? query(base, ...order, startAfter(...values), limit(size + 1))
        : query(base, ...order, limit(size + 1));
  const snapshot = await getDocs(page);
  const docs = direction === 'before' ? snapshot.docs.slice(-size) : snapshot.docs.slice(0, size);
  const rows: T[] = [];
  let unreadable = 0;
  for (const d of docs) {
    try {
      rows.push(read(d));
    } catch {
      unreadable += 1;
    }
  }
  const firstRow = docs[0];
  const lastRow = docs[docs.length - 1];
  return {
    rows,
    unreadable,
    more: snapshot.docs.length > size,
    first: firstRow === undefined ? null : encodePageCursorValues(cursorOf(firstRow)),
    last: lastRow === undefined ? null : encodePageCursorValues(cursorOf(lastRow)),
  };
}

/** A document as a list's row: its data and its id (the `read` of most lists). */
export const rowWithId = <D>(row: QueryDocumentSnapshot<D>): D & { id: string } => ({
  ...row.data(),
  id: row.id,
});

/** How many rows the list's filters find: a count aggregation (one read per 1,000 entries). */
export async function countList<D>({ base }: Pick<ListPageQuery<D>, 'base'>): Promise<number> {
  return (await getCount(base)).data().count;
}

/**
 * One page of a list (readListRows) and the total by a count aggregation over the same filters,
 * asked for together (firebase-server-page.ts: the lists newest first by one time field).
 */
export async function readListPage<T, D = DocumentData>(
  pageQuery: ListPageQuery<D>,
  request: ListPageRequest,
  read: (row: QueryDocumentSnapshot<D>) => T,
): Promise<ListPage<T>> {
  const [page, total] = await Promise.all([
    readListRows(pageQuery, request, read),
    countList(pageQuery),
  ]);
  return { ...page, total };
}

/** Rows per page the staff lists offer, and without `?size=`. */
export const listPageSizes = [20, 50, 100] as const;
export const defaultListPageSize = 50;

/**
 * A list's page as the address says it: `?size=` rows per page, `?page=` its number (shown; 1
 * without a cursor), `?after=` / `?before=` the cursor. `prefix` names the parameters when a
 * screen has more than one list.
 */
export function listPageRequestFrom(
  params: URLSearchParams,
  prefix = '',
): ListPageRequest & { page: number } {
  const size = Number(params.get(`${prefix}size`));
  const after = params.get(`${prefix}after`);
  const before = params.get(`${prefix}before`);
  const cursor =
    after !== null && after !== ''
      ? { direction: 'after' as const, token: after }
      : before !== null && before !== ''
        ? { direction: 'before' as const, token: before }
        : null;
  const page = Number(params.get(`${prefix}page`));
  return {
    size: (listPageSizes as readonly number[]).includes(size) ? size : defaultListPageSize,
    cursor,
    page: cursor !== null && Number.isInteger(page) && page > 1 ? page : 1,
  };
}
