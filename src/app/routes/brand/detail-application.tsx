import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/detail/{id}/application */
export function Component() {
  return (
    <Page
      title={paths.brand.detailApplication.title}
      lead="物件の区画を選んでお申し込みいただくためのページです。"
    />
  );
}
