import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/grantAdmin */
export function Component() {
  return (
    <Page
      title={paths.admin.grantAdmin.title}
      lead="アカウントに管理者権限を付与するためのページです。"
    />
  );
}
