import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { brandLoader } from '../../loaders/ensure-brand';

// The brand must exist and be published, or this is the 404 page.
export const loader = brandLoader;

/** /{brandId}/preview */
export function Component() {
  return (
    <Page title={paths.brand.preview.title} lead="物件の内見をご予約いただくためのページです。" />
  );
}
