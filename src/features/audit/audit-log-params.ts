import * as z from 'zod/mini';
import { listPageRequestFrom, type ListPageRequest } from '@/lib/firebase-list-page';
import { dateFilter, textFilter, textFilters } from '@/lib/list-filters';

/** The filters as the address says them; '' for none. */
export type AuditFilters = {
  /** The writer's uid (`?person=`). */
  person: string;
  /** What kind of document (`?kind=`, auditKindLabels). */
  kind: string;
  /** What was done (`?action=`: create, update, delete, view, resend, run, import, export). */
  action: string;
  /** One document's path (`?doc=`), e.g. brands/b/assets/a/spaces/s. */
  document: string;
  /** From and to, inclusive, as YYYY-MM-DD in Japan (`?from=`, `?to=`). */
  from: string;
  to: string;
  /** Operator-wide screen only: one brand's log, `_operator` for the site's, '' for all. */
  brand: string;
};

export type AuditPageRequest = ListPageRequest & { filters: AuditFilters };

/** The 監査ログ's filters in the address; a date that is not YYYY-MM-DD is no filter. */
export const auditFilters = textFilters<AuditFilters>({
  person: textFilter('person'),
  kind: textFilter('kind'),
  action: textFilter('action'),
  document: {
    param: 'doc',
    // A path as copied, with or without its slashes at either end.
    schema: z.pipe(
      z.string(),
      z.transform((path) => path.replace(/^\/+|\/+$/g, '')),
    ),
  },
  from: dateFilter('from'),
  to: dateFilter('to'),
  brand: textFilter('brand'),
});

/** The 監査ログ's page as the address says it: the filters, `?size=`, `?page=` and the cursor. */
export function auditRequestFrom(params: URLSearchParams): AuditPageRequest & { page: number } {
  return { filters: auditFilters.read(params, undefined), ...listPageRequestFrom(params) };
}
