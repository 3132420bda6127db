import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/users */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.users.title}
      lead="ブランドの利用者を一覧で確認するページです。"
    />
  );
}
