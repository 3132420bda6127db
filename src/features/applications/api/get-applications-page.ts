import { queryOptions } from '@tanstack/react-query';
import {
  collection,
  documentId,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import { applicationConverter } from '@/lib/converters/application-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readAssetNames } from '@/lib/firebase-read-by-ids';
import {
  byId,
  byPrefix,
  newestFirst,
  readListPage,
  rowWithId,
  type ListPage,
  type ListPageQuery,
  type ListPageRequest,
} from '@/lib/firebase-list-page';
import type { Application } from '@/lib/model/application';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { AdminApplication } from '../admin-application';
import type { ApplicationFilter } from '../application-filters';
import { parseApplicationSearch } from '../application-search-query';
import { applicationKeys } from './keys';

/** One page of the staff's application list as the address asks for it. */
export type ApplicationsPageRequest = ListPageRequest & {
  /** The list (`?status=`): ignored while searching, which looks through every state. */
  filter: ApplicationFilter;
  /** The search as typed (`?q=`); empty for the list. */
  search: string;
};

/**
 * The list or the search as a query and the order its pages follow (docs/data-model.md, query
 * table): a state newest first (status ↑, createdAt ↓), 解約のお申し出 by the desired end date
 * (status ↑, terminationRequest.endDate ↑), a 受付番号 or an id exactly, a name or フリガナ by
 * its beginning (search.name / search.kana, single-field indexes), each then by id.
 */
export function applicationsPageQuery(
  db: Firestore,
  brandId: string,
  { filter, search }: Pick<ApplicationsPageRequest, 'filter' | 'search'>,
): ListPageQuery<Application> {
  const applications = collection(db, collectionPaths.applications(brandId)).withConverter(
    applicationConverter,
  );
  const searched = parseApplicationSearch(search);
  switch (searched.kind) {
    case 'reference':
      return byId(query(applications, where('reference', '==', searched.reference)));
    case 'id':
      return byId(query(applications, where(documentId(), '==', searched.id)));
    case 'kana':
    case 'name':
      return byPrefix(applications, `search.${searched.kind}`, searched.prefix);
    case 'all':
      break;
  }
  if (filter === 'termination-requested') {
    // Ordering by the end date leaves out contracts without a request (no such field): the
    // ordering is part of the filtered query, so the count leaves them out too.
    return {
      base: query(
        applications,
        where('status', '==', 'contracted'),
        orderBy('terminationRequest.endDate'),
      ),
      order: [orderBy(documentId())],
      cursorOf: (row) => [String(row.get('terminationRequest.endDate')), row.id],
    };
  }
  return newestFirst(query(applications, where('status', '==', filter)));
}

/** A page of the brand's applications and the names of their assets. */
export type ApplicationsPage = ListPage<AdminApplication> & {
  /** 物件名 of the assets on this page, by asset number. */
  assetNames: ReadonlyMap<string, string>;
};

/**
 * One page of the brand's applications from the server (readListPage: `limit` + cursor, the
 * total by a count aggregation over the same filters), then the names of that page's assets by
 * id: never the whole list, nor every asset of the brand.
 */
export async function getApplicationsPage(
  db: Firestore,
  brandId: string,
  request: ApplicationsPageRequest,
): Promise<ApplicationsPage> {
  const page = await readListPage(applicationsPageQuery(db, brandId, request), request, rowWithId);
  const assetNames = await readAssetNames(
    db,
    collectionPaths.assets(brandId),
    page.rows.map((application) => application.assetId),
  );
  return { ...page, assetNames };
}

export const applicationsPageQueryOptions = (brandId: string, request: ApplicationsPageRequest) =>
  queryOptions({
    queryKey: [...applicationKeys.staffList(brandId, request.filter), request],
    queryFn: () => getApplicationsPage(firestore, brandId, request),
  });
