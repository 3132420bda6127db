import { Link } from 'react-router';
import { formatDate } from '@/utils/format-date';
import type { NoticeWithId } from '../api/get-published-notices';
import './notice-list.css';

export type NoticeListProps = {
  /** Published お知らせ, newest first (as the query returns them). */
  notices: readonly Pick<NoticeWithId, 'id' | 'title' | 'publishedAt'>[];
  /** The address of one item: `paths.notice.href` or the brand's `paths.brand.notice.href`. */
  itemHref: (id: string) => string;
  /** Said when there is nothing to list. */
  emptyText?: string;
};

/** お知らせ as a list of links: the date in Japanese, then the title. */
export function NoticeList({
  notices,
  itemHref,
  emptyText = '現在お知らせはありません。',
}: NoticeListProps) {
  if (notices.length === 0) return <p className="notice-list__empty">{emptyText}</p>;
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id} className="notice-list__item">
          <Link className="notice-list__link" to={itemHref(notice.id)}>
            <time className="notice-list__date" dateTime={notice.publishedAt.toISOString()}>
              {formatDate(notice.publishedAt)}
            </time>
            <span className="notice-list__title">{notice.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
