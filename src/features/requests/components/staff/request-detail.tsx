import type { ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminContact, RequestUpdate } from '../../admin-request';
import type { RequestKind } from '../../request-kind';
import { RequestHandling } from './request-handling';
import { RequestThread } from './request-thread';
import { RequestSender } from './request-sender';
import './request-admin.css';

export type RequestDetailProps = {
  brandId: string;
  /** 「お問い合わせの内容」, 「内見予約の内容」. */
  title: string;
  /** The fields both kinds share (a 内見予約's phone is required, an お問い合わせ's optional). */
  request: Pick<
    AdminContact,
    'id' | 'createdAt' | 'updatedAt' | 'uid' | 'email' | 'phone' | 'status' | 'staffNote'
  >;
  /** What お名前 shows (a 内見予約 adds its kana). */
  name: ReactNode;
  /** The kind's own `<dt>`/`<dd>` pairs, between 電話番号 and 送信者. */
  children: ReactNode;
  onUpdate: RequestUpdate;
  /** Which collection the request is in: its thread and its messages. */
  kind: RequestKind;
};

/**
 * The frame of an お問い合わせ's or a 内見予約's detail: when, who and how to reach them, the
 * kind's own fields, sender, 更新日時 and 受付番号; then 対応状況 and 対応メモ (RequestHandling).
 */
export function RequestDetail({
  brandId,
  title,
  request,
  name,
  children,
  onUpdate,
  kind,
}: RequestDetailProps) {
  return (
    <div className="request-detail">
      <AdminSection title={title}>
        <dl className="request-facts">
          <dt>受付日時</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
          <dt>お名前</dt>
          <dd>{name}</dd>
          <dt>メールアドレス</dt>
          <dd>
            <EmailLink email={request.email} />
          </dd>
          <dt>電話番号</dt>
          <dd>{request.phone ? <PhoneLink phone={request.phone} /> : '未入力'}</dd>
          {children}
          <dt>送信者</dt>
          <dd>
            <RequestSender brandId={brandId} uid={request.uid} />
          </dd>
          <dt>更新日時</dt>
          <dd>{formatDateTime(request.updatedAt)}</dd>
          <dt>受付番号</dt>
          <dd className="request-facts__id">{request.id}</dd>
        </dl>
      </AdminSection>
      <RequestHandling
        key={request.id}
        status={request.status}
        staffNote={request.staffNote}
        onUpdate={onUpdate}
      />
      <RequestThread brandId={brandId} kind={kind} requestId={request.id} email={request.email} />
    </div>
  );
}
