import { useId } from 'react';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import type { SitePage } from '@/lib/model/site-page';
import './site-page-preview.css';

export type SitePagePreviewProps = {
  page: Pick<SitePage, 'title' | 'body'>;
  /** サービス紹介 opens the home page in a tinted box; the other two are plain sections. */
  variant?: 'lead' | 'plain';
};

/**
 * One of the operator's pages as the home page shows it: the title as the section's `<h2>` and
 * the body through the same MarkdownContent, one heading level down (headingShift 1), as
 * SitePageSection does. Not SitePageSection itself: importing it here would split it out of
 * the home page's chunk into a shared one (an extra request on the home page's first load).
 */
export function SitePagePreview({ page, variant = 'plain' }: SitePagePreviewProps) {
  const titleId = useId();
  return (
    <section
      className={`site-page-preview site-page-preview--${variant}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="site-page-preview__title">
        {page.title}
      </h2>
      <MarkdownContent headingShift={1}>{page.body}</MarkdownContent>
    </section>
  );
}
