import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/info/{id} */
export function Component() {
  return (
    <Page
      title={paths.brand.infoItem.title}
      lead="このブランドからのお知らせの詳しい内容を掲載するページです。"
    />
  );
}
