import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/contacts/{contactId} */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.contact.title}
      lead="お問い合わせの内容を確認し、対応状況を更新するページです。"
    />
  );
}
