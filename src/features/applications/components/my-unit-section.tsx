import type { ReactNode } from 'react';
import './my-unit.css';

export type MyUnitSectionProps = {
  /** The section's id (the page's jump links point at it). */
  id: string;
  title: string;
  children: ReactNode;
};

/** One part of the my-unit page: a titled section the page's table of contents links to. */
export function MyUnitSection({ id, title, children }: MyUnitSectionProps) {
  return (
    <section id={id} className="my-unit__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="my-unit__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
