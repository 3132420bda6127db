import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/{id}/{spaceId}/application/thanks */
export function Component() {
  return (
    <Page
      title={paths.brand.applicationThanks.title}
      lead="区画へのお申し込みを受け付けたことをお知らせするページです。"
    />
  );
}
