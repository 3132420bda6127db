import type { ReactNode } from 'react';
import '@/components/page/page.css';

export type PreviewPageProps = {
  /** The page's title, as the public page shows it in its heading. */
  title: string;
  children: ReactNode;
};

/**
 * The frame of a public page inside a preview: the title in the page heading's look (not an
 * `<h1>`: the admin screen has its own) over the public page's own body components.
 */
export function PreviewPage({ title, children }: PreviewPageProps) {
  return (
    <div className="page">
      <p className="page__title">{title}</p>
      {children}
    </div>
  );
}
