import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import './page.css';

export type PageProps = {
  /** The Japanese page title: the `<h1>` and the first part of `document.title`. */
  title: string;
  /** One line under the title saying what the page is for. */
  lead?: string;
  children?: ReactNode;
};

/** The frame of every screen: its title as `<h1>` and as the document title. */
export function Page({ title, lead, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <article className="page">
      <h1 className="page__title">{title}</h1>
      {lead ? <p className="page__lead">{lead}</p> : null}
      {children}
    </article>
  );
}
