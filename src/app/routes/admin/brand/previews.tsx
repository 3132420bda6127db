import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/previews */
export function Component() {
  return (
    <Page title={paths.admin.brand.previews.title} lead="内見予約を一覧で確認するページです。" />
  );
}
