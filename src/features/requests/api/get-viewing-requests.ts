import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { viewingRequestConverter } from '@/lib/converters/viewing-request-converter';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { ViewingRequest } from '@/lib/model/viewing-request';
import type { RequestFilter } from '../request-filters';
import { requestKeys } from './keys';
import { readRequests, type RequestList } from './read-requests';

/** The brand's 内見予約, newest first, all or in one state. */
export function getViewingRequests(
  brandId: string,
  filter: RequestFilter,
): Promise<RequestList<ViewingRequest>> {
  return readRequests(collectionPaths.viewingRequests(brandId), viewingRequestConverter, filter);
}

export const viewingRequestsQuery = (brandId: string, filter: RequestFilter) =>
  queryOptions({
    queryKey: requestKeys.list(brandId, 'viewingRequests', filter),
    queryFn: () => getViewingRequests(brandId, filter),
  });

export function useViewingRequests(
  brandId: string,
  filter: RequestFilter,
): RequestList<ViewingRequest> {
  return useSuspenseQuery(viewingRequestsQuery(brandId, filter)).data;
}
