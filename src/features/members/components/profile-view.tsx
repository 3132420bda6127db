import type { Member } from '@/lib/model/member';
import { formatCustomerNumber } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';

export type ProfileViewProps = { member: Member };

/** The saved profile as a list of label and value. */
export function ProfileView({ member }: ProfileViewProps) {
  const rows: [string, string][] = [
    // Read out on the phone and typed before the name when paying by transfer (振込名義).
    ...(member.customerNumber === undefined
      ? []
      : [['お客様番号', formatCustomerNumber(member.customerNumber)] as [string, string]]),
    ['お名前', member.name],
    ['フリガナ', member.kana],
    ['メールアドレス', member.email],
    ['電話番号', member.phone],
    [
      '住所',
      `〒${member.postalCode} ${member.prefecture}${member.city}${member.addressLine}${
        member.building ? ` ${member.building}` : ''
      }`,
    ],
    ['生年月日', member.birthDate ? formatDate(member.birthDate) : '未登録'],
  ];
  return (
    <dl className="my-unit-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="my-unit-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
