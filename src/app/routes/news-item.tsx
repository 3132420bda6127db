import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  publishedNoticeQuery,
  usePublishedNotice,
} from '@/features/content/api/get-published-notice';
import { NoticeArticle } from '@/features/content/components/notice-article';
import { requireFound } from '../loaders/require-found';

/** /news/{newsId}: an unknown, unpublished or not yet due item is the 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(publishedNoticeQuery(null, params['newsId'] ?? '')),
    );
    return null;
  };

export function Component() {
  const { newsId = '' } = useParams();
  const notice = usePublishedNotice(null, newsId);
  if (!notice) return null;
  return <NoticeArticle notice={notice} source={site.name} listHref={paths.news.href()} />;
}
