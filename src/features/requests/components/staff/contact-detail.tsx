import { AdminSection } from '@/components/admin/admin-section';
import { contactCategoryLabels } from '@/lib/model/contact';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminContact, RequestUpdate } from '../../admin-request';
import { RequestHandling } from './request-handling';
import { RequestSender } from './request-sender';
import './request-admin.css';

export type ContactDetailProps = {
  brandId: string;
  contact: AdminContact;
  onUpdate: RequestUpdate;
};

/** Every field of an お問い合わせ, then what staff do with it (対応状況 and 対応メモ). */
export function ContactDetail({ brandId, contact, onUpdate }: ContactDetailProps) {
  return (
    <div className="request-detail">
      <AdminSection title="お問い合わせの内容">
        <dl className="request-facts">
          <dt>受付日時</dt>
          <dd>{formatDateTime(contact.createdAt)}</dd>
          <dt>お名前</dt>
          <dd>{contact.name}</dd>
          <dt>メールアドレス</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>電話番号</dt>
          <dd>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            ) : (
              '未入力'
            )}
          </dd>
          <dt>お問い合わせ種別</dt>
          <dd>{contactCategoryLabels[contact.category]}</dd>
          <dt>お問い合わせ内容</dt>
          <dd className="request-facts__message">{contact.message}</dd>
          <dt>送信者</dt>
          <dd>
            <RequestSender brandId={brandId} uid={contact.uid} />
          </dd>
          <dt>更新日時</dt>
          <dd>{formatDateTime(contact.updatedAt)}</dd>
          <dt>受付番号</dt>
          <dd className="request-facts__id">{contact.id}</dd>
        </dl>
      </AdminSection>
      <RequestHandling
        key={contact.id}
        status={contact.status}
        staffNote={contact.staffNote}
        onUpdate={onUpdate}
      />
    </div>
  );
}
