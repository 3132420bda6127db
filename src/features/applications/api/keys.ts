import type { ApplicationFilter } from '../application-filters';

const all = (brandId: string) => ['brands', brandId, 'applications'] as const;
const openCounts = (brandId: string) => ['brands', brandId, 'applicationCounters'] as const;
const staff = (brandId: string) => ['admin', 'brands', brandId, 'applications'] as const;
const dashboard = ['admin', 'dashboard'] as const;

/**
 * The applications' query keys, mirroring `collectionPaths`: what a signed-in customer reads of
 * their own under `['brands', b, …]` (a brand-wide invalidation after a staff write reaches it),
 * what staff read under `['admin', 'brands', b, 'applications']` (the billing screen's reads of
 * applications sit there too, so a move refreshes them), and the dashboard, which every staff
 * write that changes a count refreshes.
 */
export const applicationKeys = {
  all,
  byUser: (brandId: string, uid: string) => [...all(brandId), 'user', uid] as const,
  openCounts,
  openCount: (brandId: string, uid: string) => [...openCounts(brandId), uid] as const,
  staff,
  staffList: (brandId: string, filter: ApplicationFilter) =>
    [...staff(brandId), 'list', filter] as const,
  staffById: (brandId: string, applicationId: string) =>
    [...staff(brandId), 'byId', applicationId] as const,
  /** the bill of the month a contract ends in (what ending costs, staff's dialogs) */
  staffEndMonthBill: (brandId: string, applicationId: string, period: string) =>
    [...staff(brandId), 'endMonthBill', applicationId, period] as const,
  dashboard,
  dashboardFigures: () => [...dashboard, 'figures'] as const,
};
