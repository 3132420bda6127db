import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/contact/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.contactThanks.title}
      lead="お問い合わせの送信が完了したことをお知らせするページです。"
    />
  );
}
