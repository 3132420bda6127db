import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/assets/{assetId}/layout */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.assetLayout.title}
      lead="物件内の区画の配置図を編集するページです。"
    />
  );
}
