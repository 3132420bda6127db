import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { AdminViewingRequest, RequestUpdate } from '../../admin-request';
import { formatPreferredSlot } from '../../format-preferred-slot';
import { RequestDetail } from './request-detail';

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
    <RequestDetail
      brandId={brandId}
      title="内見予約の内容"
      request={request}
      name={`${request.name}（${request.kana}）`}
      onUpdate={onUpdate}
      kind="viewingRequests"
    >
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
    </RequestDetail>
  );
}
