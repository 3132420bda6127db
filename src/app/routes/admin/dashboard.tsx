import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { dashboardFiguresQuery } from '@/features/applications/api/get-dashboard-figures';
import { DashboardFigures } from '@/features/applications/components/staff/dashboard-figures';

/** /admin (admin-guarded): every brand's figures, read before the screen shows. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(dashboardFiguresQuery());
    return null;
  };

export function Component() {
  return (
    <Page
      title={paths.admin.dashboard.title}
      lead="ブランドごとに、今日対応が必要なものと空室率を表示します。数字を押すと、その一覧が開きます。"
    >
      <DashboardFigures />
    </Page>
  );
}
