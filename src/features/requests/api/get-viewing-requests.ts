import { queryOptions } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore/lite';
import { viewingRequestConverter } from '@/lib/converters/viewing-request-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { ListPageRequest } from '@/lib/firebase-list-page';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { ViewingRequest } from '@/lib/model/viewing-request';
import type { RequestFilter } from '../request-filters';
import { requestKeys } from './keys';
import { readRequests, type RequestPage } from './read-requests';

/** One page of the brand's 内見予約, newest first, all or in one state. */
export function getViewingRequests(
  db: Firestore,
  brandId: string,
  filter: RequestFilter,
  request: ListPageRequest,
): Promise<RequestPage<ViewingRequest>> {
  return readRequests(
    db,
    collectionPaths.viewingRequests(brandId),
    viewingRequestConverter,
    filter,
    request,
  );
}

export const viewingRequestsQuery = (
  brandId: string,
  filter: RequestFilter,
  request: ListPageRequest,
) =>
  queryOptions({
    queryKey: [...requestKeys.list(brandId, 'viewingRequests', filter), request],
    queryFn: () => getViewingRequests(firestore, brandId, filter, request),
  });
