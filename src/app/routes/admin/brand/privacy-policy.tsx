import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/privacy-policy */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.privacyPolicy.title}
      lead="ブランドのプライバシーポリシーを編集するページです。"
    />
  );
}
