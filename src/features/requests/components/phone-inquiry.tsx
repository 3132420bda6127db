import type { Brand } from '@/lib/model/brand';

export type PhoneInquiryProps = {
  brand: Pick<Brand, 'contact'>;
  /** What the call is for, before 「お電話（…）でも承ります」, e.g. 「お急ぎのご用件は、」. */
  prefix?: string;
  className?: string;
};

/**
 * One sentence with the brand's number (a tel: link a phone can dial) and its hours: the
 * way to reach staff without writing, said where it is needed.
 */
export function PhoneInquiry({ brand, prefix = '', className }: PhoneInquiryProps) {
  const { phone, hours } = brand.contact;
  return (
    <p className={className}>
      {prefix}お電話（<a href={`tel:${phone.replace(/-/g, '')}`}>{phone}</a>）でも承ります。
      {hours ? `受付時間は${hours}です。` : null}
    </p>
  );
}
