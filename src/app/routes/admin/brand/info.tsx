import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{id}/info */
export function Component() {
  return (
    <Page title={paths.admin.brand.info.title} lead="ブランドのお知らせを編集するページです。" />
  );
}
