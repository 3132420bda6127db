import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SkipLink } from './skip-link';
import './layout-frame.css';

export type LayoutFrameProps = {
  /** Which layout this is: a modifier class for its colours and widths. */
  variant: 'top' | 'default' | 'admin';
  header: ReactNode;
  /**
   * A menu beside the page (the admin menu): a column on wide screens, above the page on narrow
   * ones. A layout that shows one at times passes null when it has none, never undefined.
   */
  sidebar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The skeleton every layout shares: skip link, `<header>`, an optional menu beside the page,
 * one focusable `<main id="main">` (the skip link's target, past the menu) and an optional
 * `<footer>`.
 */
export function LayoutFrame({ variant, header, sidebar, footer, children }: LayoutFrameProps) {
  const { pathname } = useLocation();
  const main = (
    <main id="main" className="layout__main" tabIndex={-1}>
      {children}
    </main>
  );
  return (
    <div className={`layout layout--${variant}`}>
      <SkipLink targetId="main" />
      <header className="layout__header">{header}</header>
      {sidebar === undefined ? (
        main
      ) : (
        // Always this wrapper for a layout that may have a menu, so `main` keeps its place in
        // the tree when the menu appears (signed in after the page loaded): a form on the page
        // is not remounted and keeps what was typed.
        <div className={sidebar ? 'layout__body layout__body--with-sidebar' : 'layout__body'}>
          {sidebar ? <div className="layout__sidebar">{sidebar}</div> : null}
          {main}
        </div>
      )}
      {/* Each page's own footer (a new element per path): when a link at the bottom of a page
          opens a shorter one, the view starts where the old page was (then scrolls up, smoothly:
          spec) and shows the new page's footer; the same element moving there counted as a
          layout shift of 0.2–0.4 (issue 28). Query-only changes keep it. */}
      {footer ? (
        <footer key={pathname} className="layout__footer">
          {footer}
        </footer>
      ) : null}
    </div>
  );
}
