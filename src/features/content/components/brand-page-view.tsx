import { Link } from 'react-router';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Page } from '@/components/page/page';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import type { BrandPage, BrandPageKey } from '@/lib/model/brand-page';
import { formatDate } from '@/utils/format-date';
import { markdownSummary } from '../../../../functions/src/public-pages/markdown-summary';
import { useBrandPage } from '../api/get-brand-page';
import { headingOutline } from '../heading-outline';
import './brand-page-view.css';

export type BrandPageBodyProps = {
  page: Pick<BrandPage, 'body' | 'version' | 'updatedAt'>;
  /** Show 第N版 and the update date (利用規約: applications record the version agreed to). */
  showVersion?: boolean;
  /** A table of contents of the `##` headings, linking to them by #hash. */
  showOutline?: boolean;
  /**
   * The body as shown, from the body as stored: the 特定商取引法 page writes its 支払方法 and
   * 支払時期 from the brand's お支払い設定 (docs/billing.md).
   */
  bodyOf?: (body: string) => string;
};

/**
 * What a brand's fixed page shows under its title: 版 and 更新日, the table of contents and the
 * markdown. The public page (BrandPageView) and the admin editor's preview both render this,
 * so staff see exactly what visitors will. It lives in this module (not a file of its own) so
 * the admin screens share the public pages' existing chunk instead of splitting a new one off.
 */
export function BrandPageBody({
  page,
  showVersion = false,
  showOutline = false,
  bodyOf,
}: BrandPageBodyProps) {
  const body = bodyOf ? bodyOf(page.body) : page.body;
  const outline = showOutline ? headingOutline(body) : [];
  return (
    <>
      {showVersion ? (
        <p className="brand-page__version">
          第{page.version}版 ・ 更新日{' '}
          <time dateTime={page.updatedAt.toISOString()}>{formatDate(page.updatedAt)}</time>
        </p>
      ) : (
        <p className="brand-page__version">
          更新日 <time dateTime={page.updatedAt.toISOString()}>{formatDate(page.updatedAt)}</time>
        </p>
      )}
      {outline.length > 2 ? (
        <nav className="brand-page__outline" aria-label="目次">
          <h2 className="brand-page__outline-title">目次</h2>
          <ul>
            {outline.map((heading) => (
              <li key={heading.id}>
                <Link to={{ hash: heading.id }}>{heading.text}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <MarkdownContent>{body}</MarkdownContent>
    </>
  );
}

export type BrandPageViewProps = {
  brandId: string;
  pageKey: BrandPageKey;
  /** The route's title, used when the stored page has none to show. */
  fallbackTitle: string;
  /** Show 第N版 and the update date (利用規約: applications record the version agreed to). */
  showVersion?: boolean;
  /** A table of contents of the `##` headings, linking to them by #hash. */
  showOutline?: boolean;
  /** The body as shown, from the body as stored (BrandPageBody). */
  bodyOf?: (body: string) => string;
};

/** A brand's fixed page (利用規約, 会社概要…) as staff wrote it in markdown. */
export function BrandPageView({
  brandId,
  pageKey,
  fallbackTitle,
  showVersion = false,
  showOutline = false,
  bodyOf,
}: BrandPageViewProps) {
  const page = useBrandPage(brandId, pageKey);
  const brand = usePublishedBrand(brandId);
  if (!page) return null;
  const title = page.title || fallbackTitle;
  const named = brand ? `${brand.name}の${title}` : title;
  // The brand and the page in the title and the description (no two brands' 利用規約 look
  // alike in search results), the body as plain words (no markdown marks).
  const description = `${named}。${markdownSummary(bodyOf ? bodyOf(page.body) : page.body)}`;
  return (
    <Page title={named} heading={title} meta={{ description }}>
      <BrandPageBody
        page={page}
        showVersion={showVersion}
        showOutline={showOutline}
        bodyOf={bodyOf}
      />
    </Page>
  );
}
