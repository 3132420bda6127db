import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/info */
export function Component() {
  return (
    <Page
      title={paths.brand.info.title}
      lead="このブランドからのお知らせを一覧で掲載するページです。"
    />
  );
}
