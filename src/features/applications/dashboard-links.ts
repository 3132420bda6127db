import { paths } from '@/config/paths';
import type { ApplicationFilter } from './application-filters';

/**
 * Where each dashboard figure leads: the list that shows exactly those records. The query
 * parameters are the ones those screens read (`?status=` on the brand overview, the inboxes and
 * billing; the inboxes take new | in_progress | done, billing unpaid | paid | overdue | cancelled; `?status=overdue` is the aging view).
 */
export const dashboardLinks = {
  applications: (brandId: string, filter: ApplicationFilter) =>
    paths.admin.brand.home.href(brandId, { status: filter }),
  newContacts: (brandId: string) => paths.admin.brand.contacts.href(brandId, { status: 'new' }),
  newViewingRequests: (brandId: string) =>
    paths.admin.brand.viewingRequests.href(brandId, { status: 'new' }),
  overdueBills: (brandId: string) => paths.admin.brand.billing.href(brandId, { status: 'overdue' }),
  assets: (brandId: string) => paths.admin.brand.assets.href(brandId),
};
