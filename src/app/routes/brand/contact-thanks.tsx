import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { brandLoader } from '../../loaders/ensure-brand';

// The brand must exist and be published, or this is the 404 page.
export const loader = brandLoader;

/** /{brandId}/contact/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.contactThanks.title}
      lead="お問い合わせの送信が完了したことをお知らせするページです。"
    />
  );
}
