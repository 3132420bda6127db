import { useId } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import type { BrandPage } from '@/lib/model/brand-page';
import { DeferredMarkdown } from './deferred-markdown';

export type TermsAgreementProps = {
  /** The brand's current 利用規約: its version is what the application records. */
  terms: Pick<BrandPage, 'title' | 'body' | 'version'>;
  name?: string;
};

/**
 * Agreement to the current 利用規約, with the version in the label, and the terms themselves
 * readable on the spot (a disclosure, so nobody leaves the half-filled form to read them).
 */
export function TermsAgreement({ terms, name = 'agreedToTerms' }: TermsAgreementProps) {
  const id = useId();
  const title = terms.title || '利用規約';
  return (
    <div className="terms-agreement">
      <details className="terms-agreement__details">
        <summary className="terms-agreement__summary">
          {title}（第{terms.version}版）を読む
        </summary>
        <div
          className="terms-agreement__body"
          role="region"
          aria-labelledby={`${id}-title`}
          // Scrolls on its own: keyboard users need to reach it to scroll it.
          tabIndex={0}
        >
          <h3 id={`${id}-title`} className="terms-agreement__title">
            {title}（第{terms.version}版）
          </h3>
          <DeferredMarkdown headingShift={1}>{terms.body}</DeferredMarkdown>
        </div>
      </details>
      <CheckboxField name={name} label={`利用規約（第${terms.version}版）に同意する`} />
    </div>
  );
}
