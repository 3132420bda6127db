import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /news/{id} */
export function Component() {
  return <Page title={paths.newsItem.title} lead="お知らせの詳しい内容を掲載するページです。" />;
}
