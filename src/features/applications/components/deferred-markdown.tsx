import { lazy, Suspense } from 'react';
import type { MarkdownContentProps } from '@/components/markdown/markdown-content';
import './application.css';

// react-markdown and its plugins are the largest chunk of these screens (~53 KB gzip): the
// form and the reference number must not wait for it.
const MarkdownContent = lazy(() =>
  import('@/components/markdown/markdown-content').then((module) => ({
    default: module.MarkdownContent,
  })),
);

/** The text without markdown's markers, for the moment before the renderer has loaded. */
function plainText(markdown: string): string {
  return markdown
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '・')
    .replace(/[*_`]/g, '');
}

/**
 * Staff-written markdown (注記, 利用規約, 完了ページ) rendered by MarkdownContent once its chunk
 * has loaded, and meanwhile as plain text, so the page around it is usable at once.
 */
export function DeferredMarkdown(props: MarkdownContentProps) {
  return (
    <Suspense
      fallback={
        <div className="markdown deferred-markdown">
          <p>{plainText(props.children)}</p>
        </div>
      }
    >
      <MarkdownContent {...props} />
    </Suspense>
  );
}
