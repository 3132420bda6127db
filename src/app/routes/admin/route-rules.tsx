import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { routeRulesQuery } from '@/features/route-rules/api/get-route-rules';
import { RouteRulesManager } from '@/features/route-rules/components/staff/route-rules-manager';

/** /admin/route-rules (admin-guarded; no spec route names it): the redirects of the site. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(routeRulesQuery());
    return null;
  };

export function Component() {
  return (
    <Page
      title={paths.admin.routeRules.title}
      lead="古いアドレスや特設ページを、サイト内の別のページや外部のアドレスへ転送します。"
    >
      <RouteRulesManager />
    </Page>
  );
}
