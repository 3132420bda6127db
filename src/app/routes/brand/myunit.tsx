import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { brandLoader } from '../../loaders/ensure-brand';

// The brand must exist and be published, or this is the 404 page.
export const loader = brandLoader;

/** /{brandId}/myunit */
export function Component() {
  return (
    <Page
      title={paths.brand.myunit.title}
      lead="ご契約中の区画とご請求をご確認いただけるページです。"
    />
  );
}
