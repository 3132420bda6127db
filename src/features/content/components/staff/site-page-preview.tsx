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
 * SitePageSection does, with its classes and styles. Not SitePageSection itself: importing it
 * here would split it out of the home page's chunk into a shared one (an extra request on the
 * home page's first load); its CSS is inlined into this module's stylesheet instead.
 */
export function SitePagePreview({ page, variant = 'plain' }: SitePagePreviewProps) {
  const titleId = useId();
  return (
    <section
      className={`site-page-section site-page-section--${variant}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="site-page-section__title">
        {page.title}
      </h2>
      <MarkdownContent headingShift={1}>{page.body}</MarkdownContent>
    </section>
  );
}
