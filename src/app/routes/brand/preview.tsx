import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/preview */
export function Component() {
  return (
    <Page title={paths.brand.preview.title} lead="物件の内見をご予約いただくためのページです。" />
  );
}
