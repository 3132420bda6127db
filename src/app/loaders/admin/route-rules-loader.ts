import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { routeRulesQuery } from '@/features/route-rules/api/get-route-rules';

/** /admin/route-rules: the redirects of the site. */
export const adminRouteRulesLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(routeRulesQuery());
    return null;
  };
