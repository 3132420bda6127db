import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminViewingRequest, RequestUpdate } from '../../admin-request';
import { formatPreferredSlot } from '../../format-preferred-slot';
import { RequestHandling } from './request-handling';
import { RequestSender } from './request-sender';
import './request-admin.css';

export type ViewingRequestDetailProps = {
  brandId: string;
  viewingRequest: AdminViewingRequest;
  /** The asset's name, null when the asset no longer exists. */
  assetName: string | null;
  /** The chosen space's 区画番号 and state, null when none was chosen or it no longer exists. */
  space: { label: string; statusLabel: string } | null;
  onUpdate: RequestUpdate;
};

/**
 * Every field of a 内見予約 — the asset (its admin page and public page), the space, the
 * preferred slots (第1希望 2026年12月3日（木）午前) — then 対応状況 and 対応メモ.
 */
export function ViewingRequestDetail({
  brandId,
  viewingRequest: request,
  assetName,
  space,
  onUpdate,
}: ViewingRequestDetailProps) {
  return (
    <div className="request-detail">
      <AdminSection title="内見予約の内容">
        <dl className="request-facts">
          <dt>受付日時</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
          <dt>お名前</dt>
          <dd>
            {request.name}（{request.kana}）
          </dd>
          <dt>メールアドレス</dt>
          <dd>
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </dd>
          <dt>電話番号</dt>
          <dd>
            <a href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}>{request.phone}</a>
          </dd>
          <dt>物件</dt>
          <dd>
            <span className="request-facts__lines">
              <span>
                {assetName ?? '（物件が見つかりません）'}（{request.assetId}）
              </span>
              {assetName !== null ? (
                <span className="admin-actions">
                  <Link to={paths.admin.brand.asset.href(brandId, request.assetId)}>
                    管理画面の物件ページ
                  </Link>
                  <Link to={paths.brand.asset.href(brandId, request.assetId)}>公開ページ</Link>
                </span>
              ) : null}
            </span>
          </dd>
          <dt>区画</dt>
          <dd>
            {request.spaceId ? (
              <span className="request-facts__lines">
                <span>
                  {space
                    ? `${space.label}（現在: ${space.statusLabel}）`
                    : `${request.spaceId}（区画が見つかりません）`}
                </span>
                {assetName !== null ? (
                  <Link to={paths.admin.brand.assetSpaces.href(brandId, request.assetId)}>
                    区画一覧
                  </Link>
                ) : null}
              </span>
            ) : (
              '指定なし'
            )}
          </dd>
          <dt>希望日時</dt>
          <dd>
            <ol className="request-slots">
              {request.preferredSlots.map((slot, index) => (
                <li key={index}>{formatPreferredSlot(slot, index)}</li>
              ))}
            </ol>
          </dd>
          <dt>ご要望</dt>
          <dd className="request-facts__message">{request.message || 'なし'}</dd>
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
    </div>
  );
}
