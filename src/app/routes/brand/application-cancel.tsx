import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/{id}/{spaceId}/application/cancel */
export function Component() {
  return (
    <Page
      title={paths.brand.applicationCancel.title}
      lead="区画へのお申し込みを取り消すためのページです。"
    />
  );
}
