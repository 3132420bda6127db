import { listPageRequestFrom } from '@/lib/firebase-list-page';
import { dateFilter, oneOfFilter, textFilter, textFilters } from '@/lib/list-filters';
import type { BrandMailFilters, BrandMailPageRequest } from './api/get-brand-mail-page';

/** A mail's delivery states (docs/mail.md). */
const states = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;

/** The mail log's filters in the address; values that cannot be filters are dropped. */
export const brandMailFilters = textFilters<BrandMailFilters>(
  {
    to: textFilter('to'),
    kind: textFilter('kind'),
    state: oneOfFilter('state', states),
    from: dateFilter('from'),
    until: dateFilter('until'),
  },
  // An e-mail address may be 320 characters long.
  { maxLength: 320 },
);

/** The mail log's page as the address says it: the filters, `?size=`, `?page=` and the cursor. */
export function brandMailRequestFrom(
  params: URLSearchParams,
): BrandMailPageRequest & { page: number } {
  return { filters: brandMailFilters.read(params, undefined), ...listPageRequestFrom(params) };
}
