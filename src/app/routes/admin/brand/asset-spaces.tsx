import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/assets/{assetId}/spaces */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.assetSpaces.title}
      lead="物件の区画を一覧で確認し、追加・編集するページです。"
    />
  );
}
