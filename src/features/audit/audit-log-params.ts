import type { ServerPageCursor } from '@/lib/firebase-server-page';

/** Rows per page the 監査ログ offers, and without `?size=`. */
export const auditPageSizes = [20, 50, 100] as const;
export const defaultAuditPageSize = 50;

/** The filters as the address says them; '' for none. */
export type AuditFilters = {
  /** The writer's uid (`?person=`). */
  person: string;
  /** What kind of document (`?kind=`, auditKindLabels). */
  kind: string;
  /** What was done (`?action=`: create, update, delete, view, resend). */
  action: string;
  /** One document's path (`?doc=`), e.g. brands/b/assets/a/spaces/s. */
  document: string;
  /** From and to, inclusive, as YYYY-MM-DD in Japan (`?from=`, `?to=`). */
  from: string;
  to: string;
  /** Operator-wide screen only: one brand's log, `_operator` for the site's, '' for all. */
  brand: string;
};

export type AuditPageRequest = { filters: AuditFilters; size: number; cursor: ServerPageCursor };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const filterKeys = {
  person: 'person',
  kind: 'kind',
  action: 'action',
  document: 'doc',
  from: 'from',
  to: 'to',
  brand: 'brand',
} as const satisfies Record<keyof AuditFilters, string>;

/** The address's name of each filter. */
export const auditFilterParam = filterKeys;

/**
 * The 監査ログ's page as the address says it: the filters, `?size=`, `?page=` (shown; 1 without
 * a cursor) and `?after=` / `?before=` the cursor. A date that is not YYYY-MM-DD is no filter.
 */
export function auditRequestFrom(params: URLSearchParams): AuditPageRequest & { page: number } {
  const text = (key: string) => (params.get(key) ?? '').trim().slice(0, 300);
  const date = (key: string) => (DATE.test(text(key)) ? text(key) : '');
  const size = Number(params.get('size'));
  const after = params.get('after');
  const before = params.get('before');
  const cursor: ServerPageCursor =
    after !== null && after !== ''
      ? { direction: 'after', token: after }
      : before !== null && before !== ''
        ? { direction: 'before', token: before }
        : null;
  const page = Number(params.get('page'));
  return {
    filters: {
      person: text(filterKeys.person),
      kind: text(filterKeys.kind),
      action: text(filterKeys.action),
      document: text(filterKeys.document).replace(/^\/+|\/+$/g, ''),
      from: date(filterKeys.from),
      to: date(filterKeys.to),
      brand: text(filterKeys.brand),
    },
    size: (auditPageSizes as readonly number[]).includes(size) ? size : defaultAuditPageSize,
    cursor,
    page: cursor !== null && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The start of a Japanese calendar day as an instant; `days` later for the end of a range. */
export function japanDayStart(date: string, days = 0): Date {
  const start = new Date(`${date}T00:00:00+09:00`);
  return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
}
