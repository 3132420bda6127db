import type { RequestFilter } from './request-filters';

export type RequestKind = 'contacts' | 'viewingRequests';

const all = (brandId: string, kind: RequestKind) => ['admin', 'brands', brandId, kind] as const;

/** The inboxes' query keys: every read of one kind sits under ['admin', 'brands', b, kind]. */
export const requestKeys = {
  all,
  list: (brandId: string, kind: RequestKind, filter: RequestFilter) =>
    [...all(brandId, kind), 'list', filter] as const,
  byId: (brandId: string, kind: RequestKind, id: string) =>
    [...all(brandId, kind), 'byId', id] as const,
  dashboard: ['admin', 'dashboard'] as const,
};
