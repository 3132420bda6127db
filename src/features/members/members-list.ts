import type { ServerListDefinition } from '@/components/admin/use-server-list';
import { textFilter, textFilters } from '@/lib/list-filters';
import type { AdminMember } from './admin-member';
import { membersPageQueryOptions, type MembersPage } from './api/get-members-page';

/** The member list's one filter: the search as typed (`?q=`). */
export type MemberFilters = { search: string };

export const memberFilters = textFilters<MemberFilters>({ search: textFilter('q') });

/** The staff's member list (useServerList): `?q=` and one page of the brand's members. */
export const membersList: ServerListDefinition<string, MemberFilters, AdminMember, MembersPage> = {
  filters: memberFilters,
  page: (brandId, { search }, request) => membersPageQueryOptions(brandId, { ...request, search }),
};
