import { lazy, Suspense } from 'react';
import type { SitePage, SitePageKey } from '@/lib/model/site-page';
import { placeholderBlocks } from '../../../../functions/src/public-pages/markdown-placeholder';
import { whenContentShown } from '@/utils/when-content-shown';
import { whenIdle } from '@/utils/when-idle';
import './site-page-section.css';

// react-markdown and its plugins (~50 KB gzip) are a chunk of their own, fetched once the home
// page has painted and is idle: its first load stays light (a phone's bandwidth goes to the
// largest paint, the introduction's text), and the body takes the placeholder's place.
const MarkdownContent = lazy(() =>
  whenContentShown()
    .then(whenIdle)
    .then(() => import('@/components/markdown/markdown-content'))
    .then((module) => ({ default: module.MarkdownContent })),
);

export type SitePageSectionProps = {
  /** Which operator page (also the section's id, so `/#partnership` scrolls to it). */
  pageKey: SitePageKey;
  page: SitePage;
  /** The introduction opens the page; the others are quieter sections further down. */
  variant?: 'lead' | 'plain';
};

function Placeholder({ markdown }: { markdown: string }) {
  return (
    <div className="site-page-section__placeholder">
      <p className="visually-hidden" role="status">
        読み込み中…
      </p>
      <div aria-hidden="true">
        {placeholderBlocks(markdown).map((block, index) => {
          switch (block.kind) {
            case 'heading':
              return (
                <p key={index} className="site-page-section__ph-heading">
                  <span>{block.text}</span>
                </p>
              );
            case 'list': {
              const List = block.ordered ? 'ol' : 'ul';
              return (
                <List key={index}>
                  {block.items.map((item, i) => (
                    <li key={i}>
                      <span>{item}</span>
                    </li>
                  ))}
                </List>
              );
            }
            case 'table':
              return (
                <div key={index} className="site-page-section__ph-table">
                  {block.rows.map((row, i) => (
                    <p key={i}>
                      <span>{row}</span>
                    </p>
                  ))}
                </div>
              );
            case 'paragraph':
              return (
                <p key={index}>
                  <span>{block.text}</span>
                </p>
              );
          }
        })}
      </div>
    </div>
  );
}

/** One of the operator's pages (site/{key}) as a section of the home page. */
export function SitePageSection({ pageKey, page, variant = 'plain' }: SitePageSectionProps) {
  const titleId = `${pageKey}-title`;
  return (
    <section
      id={pageKey}
      className={`site-page-section site-page-section--${variant}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="site-page-section__title">
        {page.title}
      </h2>
      <Suspense fallback={<Placeholder markdown={page.body} />}>
        <MarkdownContent headingShift={1}>{page.body}</MarkdownContent>
      </Suspense>
    </section>
  );
}
