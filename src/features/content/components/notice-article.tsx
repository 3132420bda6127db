import { Page } from '@/components/page/page';
import type { Notice } from '../api/get-published-notices';
import { NoticeArticleBody } from './notice-article-body';

export type NoticeArticleProps = {
  notice: Notice;
  /** Who it is from, for the search-result description: the site or the brand's name. */
  source: string;
  /** The list this item belongs to (`/news` or `/{brandId}/info`). */
  listHref: string;
};

/** The first words of a markdown body without its markup, for the meta description. */
function summary(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`|~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One お知らせ: title, 掲載日, the markdown body and the way back to the list. */
export function NoticeArticle({ notice, source, listHref }: NoticeArticleProps) {
  const description = summary(notice.body) || `${source}からのお知らせです。`;
  return (
    <Page title={notice.title} meta={{ description, type: 'article' }}>
      <NoticeArticleBody notice={notice} listHref={listHref} />
    </Page>
  );
}
