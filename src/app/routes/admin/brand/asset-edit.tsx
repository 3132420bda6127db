import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/assets/{assetId}/edit */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.assetEdit.title}
      lead="物件の所在地・設備・写真などを編集するページです。"
    />
  );
}
