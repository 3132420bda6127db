import type { Brand } from '@/lib/model/brand';
import './brand-contact-details.css';

export type BrandContactDetailsProps = {
  brand: Pick<Brand, 'contact'>;
  /** The box's heading (an h2). */
  heading?: string;
};

/** The brand's telephone, e-mail and hours, each a link a phone can act on. */
export function BrandContactDetails({
  brand,
  heading = 'お電話・メールでのお問い合わせ',
}: BrandContactDetailsProps) {
  const { phone, email, hours } = brand.contact;
  return (
    <section className="brand-contact" aria-labelledby="brand-contact-title">
      <h2 id="brand-contact-title" className="brand-contact__title">
        {heading}
      </h2>
      <dl className="brand-contact__list">
        <div>
          <dt>お電話</dt>
          <dd>
            <a href={`tel:${phone.replace(/-/g, '')}`}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>メール</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        {hours ? (
          <div>
            <dt>受付時間</dt>
            <dd>{hours}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
