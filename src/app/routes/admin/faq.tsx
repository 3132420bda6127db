import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /admin/faq (admin-guarded; no spec route names it): the site-wide よくある質問. */
export function Component() {
  return (
    <Page title={paths.admin.faq.title} lead="サイト全体のよくある質問を編集するページです。" />
  );
}
