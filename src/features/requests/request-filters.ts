import {
  requestStatuses,
  requestStatusLabels,
  type RequestStatus,
} from '@/lib/model/request-status';

/** An inbox's lists: everything, or one state (`?status=new|in_progress|done`). */
export type RequestFilter = RequestStatus | 'all';

export const requestFilters: readonly RequestFilter[] = ['all', ...requestStatuses];

export const requestFilterLabels: Record<RequestFilter, string> = {
  all: 'すべて',
  ...requestStatusLabels,
};

/** The `?status=` of an inbox's address; anything unknown is the whole inbox. */
export function parseRequestFilter(value: string | null): RequestFilter {
  return (requestStatuses as readonly string[]).includes(value ?? '')
    ? (value as RequestStatus)
    : 'all';
}
