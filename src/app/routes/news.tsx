import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /news */
export function Component() {
  return (
    <Page title={paths.news.title} lead="サービス全体からのお知らせを一覧で掲載するページです。" />
  );
}
