import { useId } from 'react';
import type { ReactNode } from 'react';
import './admin.css';

export type AdminSectionProps = {
  /** The section's heading (an `<h2>` unless `headingLevel` says otherwise). */
  title: string;
  headingLevel?: 2 | 3;
  /** One line under the heading saying what the section is for. */
  description?: ReactNode;
  /** Buttons or links beside the heading (e.g. 「追加」). */
  actions?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
};

/** A titled block of an admin screen: a `<section>` named by its heading. */
export function AdminSection({
  title,
  headingLevel = 2,
  description,
  actions,
  id,
  className,
  children,
}: AdminSectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={id}
      className={className ? `admin-section ${className}` : 'admin-section'}
      aria-labelledby={headingId}
    >
      <div className="admin-section__header">
        <Heading id={headingId} className="admin-section__title">
          {title}
        </Heading>
        {actions ? <div className="admin-actions">{actions}</div> : null}
      </div>
      {description ? <p className="admin-section__description">{description}</p> : null}
      {children}
    </section>
  );
}
