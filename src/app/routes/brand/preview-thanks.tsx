import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/preview/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.previewThanks.title}
      lead="内見のご予約を受け付けたことをお知らせするページです。"
    />
  );
}
