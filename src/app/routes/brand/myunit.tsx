import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/myunit */
export function Component() {
  return (
    <Page
      title={paths.brand.myunit.title}
      lead="ご契約中の区画とご請求をご確認いただけるページです。"
    />
  );
}
