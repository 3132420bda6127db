import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/terms */
export function Component() {
  return (
    <Page title={paths.admin.brand.terms.title} lead="ブランドの利用規約を編集するページです。" />
  );
}
