import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { usePublishedNotice } from '@/features/content/api/get-published-notice';
import { NoticeArticle } from '@/features/content/components/notice-article';

export function Component() {
  const { noticeId = '' } = useParams();
  const notice = usePublishedNotice(null, noticeId);
  if (!notice) return null;
  return <NoticeArticle notice={notice} source={site.name} listHref={paths.notices.href()} />;
}
