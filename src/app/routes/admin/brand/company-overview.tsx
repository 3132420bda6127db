import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/company-overview */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.companyOverview.title}
      lead="ブランドの会社概要を編集するページです。"
    />
  );
}
