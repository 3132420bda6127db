import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/annotation */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.annotation.title}
      lead="お申し込み画面などに表示する注記を編集するページです。"
    />
  );
}
