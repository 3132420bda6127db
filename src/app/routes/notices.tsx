import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePublishedNotices } from '@/features/content/api/get-published-notices';
import { NoticeList } from '@/features/content/components/notice-list';

export function Component() {
  const notices = usePublishedNotices(null);
  return (
    <Page
      title={paths.notices.title}
      lead={`${site.name}からのお知らせです。メンテナンスや新しい機能、窓口の営業日などをご案内します。`}
    >
      <NoticeList notices={notices} itemHref={paths.notice.href} />
    </Page>
  );
}
