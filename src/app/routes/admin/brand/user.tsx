import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/users/{id} */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.user.title}
      lead="利用者の登録情報と契約状況を確認するページです。"
    />
  );
}
