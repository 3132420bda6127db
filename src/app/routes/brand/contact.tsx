import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/contact */
export function Component() {
  return (
    <Page
      title={paths.brand.contact.title}
      lead="ご質問やご相談をお送りいただくためのページです。"
    />
  );
}
