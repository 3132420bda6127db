import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { DashboardFigures } from '@/features/applications/components/staff/dashboard-figures';
import { WaitlistFigures } from '@/features/waitlist/components/staff/waitlist-figures';

export function Component() {
  return (
    <Page
      title={paths.admin.dashboard.title}
      lead="ブランドごとに、今日対応が必要なものと空室率を表示します。数字を押すと、その一覧が開きます。"
    >
      <DashboardFigures />
      <WaitlistFigures />
    </Page>
  );
}
