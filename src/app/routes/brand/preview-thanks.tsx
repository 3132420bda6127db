import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { brandLoader } from '../../loaders/ensure-brand';

// The brand must exist and be published, or this is the 404 page.
export const loader = brandLoader;

/** /{brandId}/preview/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.previewThanks.title}
      lead="内見のご予約を受け付けたことをお知らせするページです。"
    />
  );
}
