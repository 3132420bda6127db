import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/thanks-page */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.thanksPage.title}
      lead="お申し込み完了時に表示するページの内容を編集するページです。"
    />
  );
}
