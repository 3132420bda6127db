import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/news (admin-guarded; no spec route names it): the site-wide お知らせ. */
export function Component() {
  return <Page title={paths.admin.news.title} lead="サイト全体のお知らせを編集するページです。" />;
}
