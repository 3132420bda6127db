import type { BrandMailFilters, BrandMailPageRequest } from './api/get-brand-mail-page';

/** Rows per page the mail log offers, and without `?size=`. */
export const brandMailPageSizes = [20, 50, 100] as const;
export const defaultBrandMailPageSize = 50;

/** The address's name of each filter. */
export const brandMailFilterParam = {
  to: 'to',
  kind: 'kind',
  state: 'state',
  from: 'from',
  until: 'until',
} as const satisfies Record<keyof BrandMailFilters, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATES = new Set(['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY']);

/**
 * The mail log's page as the address says it: the filters, `?size=`, `?page=` (shown; 1 without
 * a cursor) and `?after=` / `?before=` the cursor. Values that cannot be filters are dropped.
 */
export function brandMailRequestFrom(
  params: URLSearchParams,
): BrandMailPageRequest & { page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 320);
  const date = (key: string) => (DATE.test(text(key)) ? text(key) : '');
  const size = Number(params.get('size'));
  const after = params.get('after');
  const before = params.get('before');
  const cursor: BrandMailPageRequest['cursor'] =
    after !== null && after !== ''
      ? { direction: 'after', token: after }
      : before !== null && before !== ''
        ? { direction: 'before', token: before }
        : null;
  const page = Number(params.get('page'));
  const state = text(brandMailFilterParam.state);
  return {
    filters: {
      to: text(brandMailFilterParam.to),
      kind: text(brandMailFilterParam.kind),
      state: STATES.has(state) ? state : '',
      from: date(brandMailFilterParam.from),
      until: date(brandMailFilterParam.until),
    },
    size: (brandMailPageSizes as readonly number[]).includes(size)
      ? size
      : defaultBrandMailPageSize,
    cursor,
    page: cursor !== null && Number.isInteger(page) && page > 1 ? page : 1,
  };
}
