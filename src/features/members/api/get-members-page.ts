import { queryOptions } from '@tanstack/react-query';
import { collection, query, where, type Firestore } from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import {
  byId,
  byPrefix,
  countList,
  newestFirst,
  readListRows,
  rowWithId,
  type ListPage,
  type ListPageQuery,
  type ListPageRequest,
} from '@/lib/firebase-list-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { Member } from '@/lib/model/member';
import type { AdminMember } from '../admin-member';
import { parseMemberSearch, type MemberSearchQuery } from '../member-search-query';
import { memberKeys } from './keys';

/** One page of the staff's member list, as the address asks for it. */
export type MembersPageRequest = ListPageRequest & {
  /** The search as typed (`?q=`); empty for every member. */
  search: string;
};

/** One page of members and how many the search finds. */
export type MembersPage = ListPage<AdminMember>;

/**
 * The search as a query and the ordering its cursor follows (docs/data-model.md, query
 * table): every member newest first (createdAt ↓, id ↓), an exact key by id, a prefix by the
 * key then id. Each is a single-field index: no composite index is needed.
 */
function membersPageQuery(
  db: Firestore,
  brandId: string,
  search: MemberSearchQuery,
): ListPageQuery<Member> {
  const members = collection(db, collectionPaths.members(brandId)).withConverter(memberConverter);
  switch (search.kind) {
    case 'all':
      return newestFirst(members);
    case 'customerNumber':
      return byId(query(members, where('customerNumber', '==', search.customerNumber)));
    case 'phone':
      return byId(query(members, where('search.phone', '==', search.phone)));
    case 'email':
      return byId(query(members, where('search.email', '==', search.email)));
    case 'kana':
    case 'name':
      return byPrefix(members, `search.${search.kind}`, search.prefix);
  }
}

/**
 * One page of the brand's members and how many the search finds, read on the server
 * (readListRows: `limit(size)` from the cursor, never the whole collection). An exact key
 * (お客様番号, phone, e-mail) finds a member or a few: the page says how many, and the count
 * query is asked only when a page is not enough; otherwise it is asked with the page.
 */
export async function getMembersPage(
  db: Firestore,
  brandId: string,
  request: MembersPageRequest,
): Promise<MembersPage> {
  const search = parseMemberSearch(request.search);
  const pageQuery = membersPageQuery(db, brandId, search);
  const exact = search.kind !== 'all' && search.kind !== 'kana' && search.kind !== 'name';
  const [page, counted] = await Promise.all([
    readListRows(pageQuery, request, rowWithId),
    exact ? null : countList(pageQuery),
  ]);
  const total =
    counted ??
    (request.cursor === null && !page.more ? page.rows.length : await countList(pageQuery));
  return { ...page, total };
}

export const membersPageQueryOptions = (brandId: string, request: MembersPageRequest) =>
  queryOptions({
    queryKey: memberKeys.staffPage(brandId, request),
    queryFn: () => getMembersPage(firestore, brandId, request),
  });
