import { Link } from 'react-router';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Page } from '@/components/page/page';
import { formatDate } from '@/utils/format-date';
import { markdownSummary } from '../../../../functions/src/public-pages/markdown-summary';
import type { NoticeWithId } from '../api/get-published-notices';
import './notice-article.css';

export type NoticeArticleBodyProps = {
  notice: Pick<NoticeWithId, 'body' | 'publishedAt'>;
  /** The list this item belongs to (`/news` or `/{brandId}/info`). */
  listHref: string;
};

/**
 * What one お知らせ shows under its title: 掲載日, the markdown body and the way back to the
 * list. The public page (NoticeArticle) and the admin preview both render this. It lives in
 * this module so the admin screens share the public pages' existing chunk.
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

export type NoticeArticleProps = {
  notice: NoticeWithId;
  /** Who it is from, for the search-result description: the site or the brand's name. */
  source: string;
  /** The list this item belongs to (`/news` or `/{brandId}/info`). */
  listHref: string;
  /** A brand's お知らせ: its name in the document title, so no two brands' pages share one. */
  brandName?: string;
};

/** One お知らせ: title, 掲載日, the markdown body and the way back to the list. */
export function NoticeArticle({ notice, source, listHref, brandName }: NoticeArticleProps) {
  const description = markdownSummary(notice.body) || `${source}からのお知らせです。`;
  return (
    <Page
      title={brandName ? `${notice.title}（${brandName}）` : notice.title}
      heading={notice.title}
      meta={{ description, type: 'article' }}
    >
      <NoticeArticleBody notice={notice} listHref={listHref} />
    </Page>
  );
}
