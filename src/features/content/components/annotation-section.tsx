import { MarkdownContent } from '@/components/markdown/markdown-content';
import type { BrandPage } from '@/lib/model/brand-page';
import './annotation-section.css';

export type AnnotationSectionProps = {
  page: Pick<BrandPage, 'title' | 'body'>;
  /** The id of the section's heading (one per page). */
  headingId?: string;
};

/**
 * A brand's 注記 as the application form shows it above the space: the page's title (or
 * 「お申し込みの前にご確認ください」) and the markdown one heading level down. Also the admin
 * editor's preview of the 注記 page.
 */
export function AnnotationSection({
  page,
  headingId = 'application-annotation',
}: AnnotationSectionProps) {
  return (
    <section className="application-annotation" aria-labelledby={headingId}>
      <h2 id={headingId}>{page.title || 'お申し込みの前にご確認ください'}</h2>
      <MarkdownContent headingShift={1}>{page.body}</MarkdownContent>
    </section>
  );
}
