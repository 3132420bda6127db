import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/contacts */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.contacts.title}
      lead="お問い合わせを一覧で確認するページです。"
    />
  );
}
