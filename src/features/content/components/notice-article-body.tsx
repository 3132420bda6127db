import { Link } from 'react-router';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { formatDate } from '@/utils/format-date';
import type { Notice } from '../api/get-published-notices';
import './notice-article.css';

export type NoticeArticleBodyProps = {
  notice: Pick<Notice, 'body' | 'publishedAt'>;
  /** The list this item belongs to (`/news` or `/{brandId}/info`). */
  listHref: string;
};

/**
 * What one お知らせ shows under its title: 掲載日, the markdown body and the way back to the
 * list. The public page (NoticeArticle) and the admin preview both render this.
 */
export function NoticeArticleBody({ notice, listHref }: NoticeArticleBodyProps) {
  return (
    <>
      <p className="notice-article__date">
        掲載日{' '}
        <time dateTime={notice.publishedAt.toISOString()}>{formatDate(notice.publishedAt)}</time>
      </p>
      <MarkdownContent>{notice.body}</MarkdownContent>
      <p className="notice-article__back">
        <Link to={listHref}>お知らせ一覧へ戻る</Link>
      </p>
    </>
  );
}
