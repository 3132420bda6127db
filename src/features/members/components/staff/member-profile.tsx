import { AdminSection } from '@/components/admin/admin-section';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import { formatCustomerNumber, transferName } from '@/lib/model/transfer-name';
import type { AdminMember } from '../../admin-member';

export type MemberProfileProps = { member: AdminMember };

/** The member's profile as they registered it with the brand. */
export function MemberProfile({ member }: MemberProfileProps) {
  const address = [member.prefecture, member.city, member.addressLine, member.building ?? '']
    .join(' ')
    .trim();
  return (
    <AdminSection title="会員情報">
      <dl className="member-facts">
        {member.customerNumber === undefined ? null : (
          <>
            <dt>お客様番号</dt>
            <dd>{formatCustomerNumber(member.customerNumber)}</dd>
            <dt>振込名義</dt>
            <dd>{transferName(member.customerNumber, member.kana)}</dd>
          </>
        )}
        <dt>氏名</dt>
        <dd>{member.name}</dd>
        <dt>フリガナ</dt>
        <dd>{member.kana}</dd>
        <dt>メールアドレス</dt>
        <dd>
          <EmailLink email={member.email} />
        </dd>
        <dt>電話番号</dt>
        <dd>
          <PhoneLink phone={member.phone} />
        </dd>
        <dt>住所</dt>
        <dd>
          〒{member.postalCode} {address}
        </dd>
        <dt>生年月日</dt>
        <dd>{member.birthDate ? formatDate(member.birthDate) : '未登録'}</dd>
        <dt>登録日時</dt>
        <dd>{formatDateTime(member.createdAt)}</dd>
        <dt>更新日時</dt>
        <dd>{formatDateTime(member.updatedAt)}</dd>
        <dt>ユーザーID</dt>
        <dd className="member-facts__id">{member.id}</dd>
      </dl>
    </AdminSection>
  );
}
