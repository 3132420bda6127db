import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './home-section.css';

export type HomeSectionProps = {
  title: string;
  /** A link onwards under the content, e.g. お知らせ一覧. */
  more?: { to: string; label: string };
  children: ReactNode;
};

/** A titled section of the home page (brands, news). */
export function HomeSection({ title, more, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="home-section__title">
        {title}
      </h2>
      {children}
      {more ? (
        <p className="home-section__more">
          <Link to={more.to}>{more.label}</Link>
        </p>
      ) : null}
    </section>
  );
}
