import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  collection,
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
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import {
  decodePageCursorValues,
  encodePageCursorValues,
  type PageCursorValue,
} from '@/lib/firebase-page-cursor';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Member } from '@/lib/model/member';
import type { AdminMember } from '../admin-member';
import { parseMemberSearch, type MemberSearchQuery } from '../member-search-query';
import { memberKeys } from './keys';

/** One page of the staff's member list, as the address asks for it. */
export type MembersPageRequest = {
  /** The search as typed (`?q=`); empty for every member. */
  search: string;
  /** Rows per page (`?size=`). */
  size: number;
  /**
   * Where the page starts: after the row of `?after=` (次へ) or before the row of `?before=`
   * (前へ), as encoded by the previous page; `null` for the first page.
   */
  cursor: { direction: 'after' | 'before'; token: string } | null;
};

export type MembersPage = {
  members: AdminMember[];
  /** Members the search finds (a count aggregation query: one read per 1,000 members). */
  total: number;
  /** Documents of this page that do not match the schema (counted, not listed). */
  unreadable: number;
  /** Whether rows lie beyond this page in the direction it was read (次へ, or 前へ going back). */
  more: boolean;
  /** The cursor tokens of the first and last row, for 前へ and 次へ. */
  first: string | null;
  last: string | null;
};

/** The `\uf8ff` end of a prefix range: every string that starts with the prefix sorts below it. */
const prefixEnd = '\uf8ff';

/**
 * The search as constraints and the ordering its cursor follows (docs/data-model.md, query
 * table): every member newest first (createdAt ↓, id ↓), an exact key by id, a prefix by the
 * key then id. Each is a single-field index: no composite index is needed.
 */
function searchConstraints(search: MemberSearchQuery): {
  filters: QueryConstraint[];
  order: QueryConstraint[];
  cursorOf: (row: QueryDocumentSnapshot) => PageCursorValue[];
} {
  const byId = {
    order: [orderBy(documentId())],
    cursorOf: (row: QueryDocumentSnapshot) => [row.id],
  };
  switch (search.kind) {
    case 'all':
      return {
        filters: [],
        order: [orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')],
        // The stored Timestamp (to the microsecond), not the model's Date (to the millisecond):
        // a cursor a little off would skip or repeat rows.
        cursorOf: (row) => [row.get('createdAt') as Timestamp, row.id],
      };
    case 'customerNumber':
      return { filters: [where('customerNumber', '==', search.customerNumber)], ...byId };
    case 'phone':
      return { filters: [where('search.phone', '==', search.phone)], ...byId };
    case 'email':
      return { filters: [where('search.email', '==', search.email)], ...byId };
    case 'kana':
    case 'name': {
      const field = `search.${search.kind}`;
      return {
        filters: [where(field, '>=', search.prefix), where(field, '<', search.prefix + prefixEnd)],
        order: [orderBy(field), orderBy(documentId())],
        cursorOf: (row) => [String(row.get(field)), row.id],
      };
    }
  }
}

/**
 * One page of the brand's members and how many the search finds, read on the server: the
 * page is `limit(size)` from the cursor (one more row tells whether another page follows),
 * the total a count aggregation over the same filters. Never the whole collection.
 */
export async function getMembersPage(
  db: Firestore,
  brandId: string,
  request: MembersPageRequest,
): Promise<MembersPage> {
  const search = parseMemberSearch(request.search);
  const { filters, order, cursorOf } = searchConstraints(search);
  const members = collection(db, collectionPaths.members(brandId));
  const base: Query = query(members, ...filters);
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
  // An exact key (お客様番号, phone, e-mail) finds a member or a few: the page says how many,
  // and the count query is asked only when a page is not enough.
  const exact = search.kind !== 'all' && search.kind !== 'kana' && search.kind !== 'name';
  const [snapshot, counted] = await Promise.all([
    getDocs(page.withConverter(memberConverter)),
    exact ? null : getCount(base),
  ]);
  const docs = direction === 'before' ? snapshot.docs.slice(-size) : snapshot.docs.slice(0, size);
  const more = snapshot.docs.length > size;
  const total =
    counted !== null
      ? counted.data().count
      : values === null && !more
        ? docs.length
        : (await getCount(base)).data().count;
  const list: AdminMember[] = [];
  let unreadable = 0;
  for (const d of docs) {
    try {
      list.push({ ...(d.data() as Member), id: d.id });
    } catch {
      unreadable += 1;
    }
  }
  const firstRow = docs[0];
  const lastRow = docs[docs.length - 1];
  return {
    members: list,
    total,
    unreadable,
    more,
    first: firstRow === undefined ? null : encodePageCursorValues(cursorOf(firstRow)),
    last: lastRow === undefined ? null : encodePageCursorValues(cursorOf(lastRow)),
  };
}

export const membersPageQuery = (brandId: string, request: MembersPageRequest) =>
  queryOptions({
    queryKey: memberKeys.staffPage(brandId, request),
    queryFn: () => getMembersPage(firestore, brandId, request),
  });

export function useMembersPage(brandId: string, request: MembersPageRequest): MembersPage {
  return useSuspenseQuery(membersPageQuery(brandId, request)).data;
}
