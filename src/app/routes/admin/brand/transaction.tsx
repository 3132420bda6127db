import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/transaction */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.transaction.title}
      lead="ブランドの特定商取引法に基づく表記を編集するページです。"
    />
  );
}
