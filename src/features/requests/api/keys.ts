import type { RequestFilter } from '../request-filters';
import type { RequestKind } from '../request-kind';

const staff = (brandId: string, kind: RequestKind) => ['admin', 'brands', brandId, kind] as const;

/**
 * The inboxes' query keys (staff only: visitors send requests but cannot read them): every read
 * of one kind sits under `['admin', 'brands', b, kind]`.
 */
export const requestKeys = {
  staff,
  list: (brandId: string, kind: RequestKind, filter: RequestFilter) =>
    [...staff(brandId, kind), 'list', filter] as const,
  byId: (brandId: string, kind: RequestKind, id: string) =>
    [...staff(brandId, kind), 'byId', id] as const,
};
