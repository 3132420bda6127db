import type { ServerListDefinition } from '@/components/admin/use-server-list';
import type { ListFilters } from '@/lib/list-filters';
import type { Contact } from '@/lib/model/contact';
import type { ViewingRequest } from '@/lib/model/viewing-request';
import type { AdminContact, AdminViewingRequest } from './admin-request';
import { contactsQuery } from './api/get-contacts';
import { viewingRequestsQuery } from './api/get-viewing-requests';
import type { RequestPage } from './api/read-requests';
import { parseRequestFilter, type RequestFilter } from './request-filters';

/** An inbox's one filter: all, or one state (`?status=`). */
export type RequestFilters = { status: RequestFilter };

const requestFilters: ListFilters<RequestFilters, unknown> = {
  read: (params) => ({ status: parseRequestFilter(params.get('status')) }),
  write: (next, { status }) => {
    if (status === 'all') next.delete('status');
    else next.set('status', status);
  },
};

/** The brand's お問い合わせ (useServerList). */
export const contactsList: ServerListDefinition<
  string,
  RequestFilters,
  AdminContact,
  RequestPage<Contact>
> = {
  filters: requestFilters,
  page: (brandId, { status }, request) => contactsQuery(brandId, status, request),
};

/** The brand's 内見予約 (useServerList). */
export const viewingRequestsList: ServerListDefinition<
  string,
  RequestFilters,
  AdminViewingRequest,
  RequestPage<ViewingRequest>
> = {
  filters: requestFilters,
  page: (brandId, { status }, request) => viewingRequestsQuery(brandId, status, request),
};
