import type { ServerListDefinition } from '@/components/admin/use-server-list';
import type { ListFilters } from '@/lib/list-filters';
import type { AdminApplication } from './admin-application';
import { applicationsPageQueryOptions, type ApplicationsPage } from './api/get-applications-page';
import {
  defaultApplicationFilter,
  parseApplicationFilter,
  type ApplicationFilter,
} from './application-filters';

/** The `?status=`, `?application=` (the detail shown) and `?q=` (the search) of the address. */
export const overviewParams = {
  status: 'status',
  application: 'application',
  search: 'q',
} as const;

/** The applications screen's filters: a state's list, or a search through every state. */
export type ApplicationListFilters = { status: ApplicationFilter; search: string };

const applicationFilters: ListFilters<ApplicationListFilters, unknown> = {
  read: (params) => ({
    status: parseApplicationFilter(params.get(overviewParams.status)),
    search: (params.get(overviewParams.search) ?? '').trim(),
  }),
  write: (next, { status, search }) => {
    // The first list is the plain address unless it says its state already.
    if (status !== defaultApplicationFilter || next.has(overviewParams.status)) {
      next.set(overviewParams.status, status);
    }
    if (search.trim() === '') next.delete(overviewParams.search);
    else next.set(overviewParams.search, search.trim());
    // Another list or search closes the detail of an application of the one before.
    next.delete(overviewParams.application);
  },
};

/** The brand's applications (useServerList): one page of a state or of a search. */
export const applicationsList: ServerListDefinition<
  string,
  ApplicationListFilters,
  AdminApplication,
  ApplicationsPage
> = {
  filters: applicationFilters,
  page: (brandId, { status, search }, request) =>
    applicationsPageQueryOptions(brandId, { ...request, filter: status, search }),
};
