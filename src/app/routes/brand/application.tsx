import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/{id}/{spaceId}/application */
export function Component() {
  return (
    <Page
      title={paths.brand.application.title}
      lead="区画へのお申し込み内容を入力し、確認していただくページです。"
    />
  );
}
