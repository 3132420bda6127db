import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin */
export function Component() {
  return (
    <Page
      title={paths.admin.dashboard.title}
      lead="各ブランドの運営状況を確認し、管理メニューへ移動するためのページです。"
    />
  );
}
