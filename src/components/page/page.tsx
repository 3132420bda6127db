import type { ReactNode } from 'react';
import { usePageMeta } from '@/hooks/use-page-meta';
import type { PageMeta } from '@/hooks/use-page-meta';
import './page.css';

export type PageProps = {
  /** The Japanese page title: the `<h1>` and the first part of `document.title`. */
  title: string;
  /** The `<h1>` when it should say more than the title (the home page shows the site's name). */
  heading?: string;
  /** A modifier for the page's frame (e.g. `page--hero`: a larger heading and lead). */
  className?: string;
  /** One line under the title saying what the page is for. */
  lead?: string;
  /** Search-engine and link-preview details; the description defaults to the lead. */
  meta?: Omit<PageMeta, 'title'>;
  children?: ReactNode;
};

/** The frame of every screen: its title as `<h1>`, the document title and the page's meta tags. */
export function Page({ title, heading, className, lead, meta, children }: PageProps) {
  usePageMeta({ title, ...meta, description: meta?.description ?? lead });
  return (
    <article className={className ? `page ${className}` : 'page'}>
      <h1 className="page__title">{heading ?? title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </article>
  );
}
