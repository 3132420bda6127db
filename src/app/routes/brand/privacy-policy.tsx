import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/privacy-policy */
export function Component() {
  return (
    <Page
      title={paths.brand.privacyPolicy.title}
      lead="個人情報の取り扱いについて掲載するページです。"
    />
  );
}
