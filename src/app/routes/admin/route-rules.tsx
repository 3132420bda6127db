import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { RouteRulesManager } from '@/features/route-rules/components/staff/route-rules-manager';

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
