import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  publishedNoticesQuery,
  usePublishedNotices,
} from '@/features/content/api/get-published-notices';
import { NoticeList } from '@/features/content/components/notice-list';

/** /news */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(publishedNoticesQuery(null));
    return null;
  };

export function Component() {
  const notices = usePublishedNotices(null);
  return (
    <Page
      title={paths.news.title}
      lead={`${site.name}からのお知らせです。メンテナンスや新しい機能、窓口の営業日などをご案内します。`}
    >
      <NoticeList notices={notices} itemHref={paths.newsItem.href} />
    </Page>
  );
}
