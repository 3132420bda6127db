import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';
import {
  serverListPageQuery,
  type ServerListDefinition,
  type ServerListPage,
} from '@/components/admin/use-server-list';
import { adminBrandQuery } from '@/features/brands/api/admin-get-brand';
import { requireFound } from '../require-found';

/** A read the screen needs besides its list; a null answer is the 404 page. */
export type RequiredRead = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/** The brand of the route: a brand that does not exist is the 404 page. */
export const brandRequired: RequiredRead = (queryClient, params) =>
  queryClient.ensureQueryData(adminBrandQuery(params['brandId'] ?? ''));

/** The brand id of the route: most lists are one brand's. */
export const brandScope = (params: Params) => params['brandId'] ?? '';

/**
 * The loader of every staff list screen (one factory, not a copied file per list): the page
 * the address asks for, with the list's own query factory (useServerList reads the same cache),
 * and what the screen requires beside it (the brand by default), read at the same time.
 */
export function adminListLoader<Scope, F, Row, Page extends ServerListPage<Row>>(
  list: ServerListDefinition<Scope, F, Row, Page>,
  scopeOf: (params: Params) => Scope,
  required: RequiredRead = brandRequired,
) {
  return (queryClient: QueryClient): LoaderFunction =>
    async ({ params, request }) => {
      const address = new URL(request.url).searchParams;
      const [found] = await Promise.all([
        required(queryClient, params),
        queryClient.ensureQueryData(serverListPageQuery(list, scopeOf(params), address)),
      ]);
      requireFound(found);
      return null;
    };
}
