import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId} */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.home.title}
      lead="ブランドの基本情報を確認し、編集するページです。"
    />
  );
}
