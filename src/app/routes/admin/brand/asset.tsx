import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/assets/{assetId} */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.asset.title}
      lead="物件の情報と区画の状況を確認するページです。"
    />
  );
}
