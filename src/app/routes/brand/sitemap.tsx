import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/sitemap */
export function Component() {
  return (
    <Page
      title={paths.brand.sitemap.title}
      lead="このブランドのページを一覧でご案内するページです。"
    />
  );
}
