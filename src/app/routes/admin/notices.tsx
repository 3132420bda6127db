import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { NoticeManager, noticePreview } from '@/features/content/components/staff/notice-manager';

export function Component() {
  const listHref = paths.notices.href();
  return (
    <Page
      title={paths.admin.notices.title}
      lead="サイト全体のお知らせを編集します。公開中のお知らせは、トップページと「お知らせ」ページ（/news）に表示されます。"
    >
      <NoticeManager brandId={null} publicHref={listHref} renderPreview={noticePreview(listHref)} />
    </Page>
  );
}
