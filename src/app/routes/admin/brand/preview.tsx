import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/brands/{brandId}/previews/{previewId} */
export function Component() {
  return (
    <Page
      title={paths.admin.brand.preview.title}
      lead="内見予約の内容を確認し、対応状況を更新するページです。"
    />
  );
}
