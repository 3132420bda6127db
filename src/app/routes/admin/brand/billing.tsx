import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/billing */
export function Component() {
  return (
    <Page title={paths.admin.brand.billing.title} lead="利用者へのご請求を管理するページです。" />
  );
}
