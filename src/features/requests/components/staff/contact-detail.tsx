import { contactCategoryLabels } from '@/lib/model/contact';
import type { AdminContact, RequestUpdate } from '../../admin-request';
import { RequestDetail } from './request-detail';

export type ContactDetailProps = {
  brandId: string;
  contact: AdminContact;
  onUpdate: RequestUpdate;
};

/** Every field of an お問い合わせ, then what staff do with it (対応状況 and 対応メモ). */
export function ContactDetail({ brandId, contact, onUpdate }: ContactDetailProps) {
  return (
    <RequestDetail
      brandId={brandId}
      title="お問い合わせの内容"
      request={contact}
      name={contact.name}
      onUpdate={onUpdate}
      kind="contacts"
    >
      <dt>お問い合わせ種別</dt>
      <dd>{contactCategoryLabels[contact.category]}</dd>
      <dt>お問い合わせ内容</dt>
      <dd className="request-facts__message">{contact.message}</dd>
    </RequestDetail>
  );
}
