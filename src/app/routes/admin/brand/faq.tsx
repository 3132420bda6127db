import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{id}/faq */
export function Component() {
  return (
    <Page title={paths.admin.brand.faq.title} lead="ブランドのよくある質問を編集するページです。" />
  );
}
