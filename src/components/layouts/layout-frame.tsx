import type { ReactNode } from 'react';
import { SkipLink } from './skip-link';
import './layout-frame.css';

export type LayoutFrameProps = {
  /** Which layout this is: a modifier class for its colours and widths. */
  variant: 'top' | 'default' | 'admin';
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The skeleton every layout shares: skip link, `<header>`, one focusable `<main id="main">`
 * (the skip link's target) and an optional `<footer>`.
 */
export function LayoutFrame({ variant, header, footer, children }: LayoutFrameProps) {
  return (
    <div className={`layout layout--${variant}`}>
      <SkipLink targetId="main" />
      <header className="layout__header">{header}</header>
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {footer ? <footer className="layout__footer">{footer}</footer> : null}
    </div>
  );
}
