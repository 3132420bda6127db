import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/assets */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.assets.title}
      lead="ブランドの物件を一覧で確認し、追加するページです。"
    />
  );
}
