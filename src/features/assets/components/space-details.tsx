import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SpaceFacts } from '@/components/ui/space-facts';
import { spaceStatusLabels } from '@/lib/model/space';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { CostEstimate } from '@/features/assets/components/cost-estimate';
import { spaceStatusMarks } from '@/components/floor-plan/space-status-marks';
import { isOpenHoldFor } from '@/lib/model/open-hold';
import { planKeyOf } from '@/lib/model/plan-key-of';
import './space-details.css';

export type SpaceDetailsProps = {
  brandId: string;
  assetId: string;
  space: SpaceWithId;
  /** The signed-in person's uid ('' when signed out): their own application is told as theirs. */
  viewerUid?: string;
  /** The asset's plans: a taken space of a full plan points to its 空き待ち (docs/waitlist.md). */
  plans?: Readonly<Record<string, { available: number }>>;
};

/** Why a space cannot be applied for right now, in the visitor's words. */
const unavailableReasons = {
  reserved: 'この区画は現在ほかの方のお申し込みを受け付けています。',
  occupied: 'この区画は現在ご契約中です。',
  unavailable: 'この区画は現在募集を停止しています。',
  held: 'この区画は現在、空き待ちにご登録の方にご案内しています。ご案内の期限が過ぎると、順番に次の方へご案内します。',
} as const;

/**
 * The chosen space: its size and fees, 申し込む (only while it is free) and 内見予約, and
 * the estimate of the first payment.
 */
export function SpaceDetails({
  brandId,
  assetId,
  space,
  viewerUid = '',
  plans = {},
}: SpaceDetailsProps) {
  // 空き待ち: a space held for the signed-in person's offer is theirs to apply for until the
  // offer ends (the rules say the same: request.time < hold.until).
  const offeredToViewer = isOpenHoldFor(space, viewerUid);
  const available = space.status === 'available' || offeredToViewer;
  // The signed-in person's own application or contract holds it: say so (issue 19.4).
  const mine =
    viewerUid !== '' &&
    space.reservedBy === viewerUid &&
    (space.status === 'reserved' || space.status === 'occupied');
  const preview = paths.brand.viewingRequest.href(brandId, { asset: assetId, space: space.id });
  return (
    <section className="space-details" aria-labelledby="space-details-title" aria-live="polite">
      <h2 id="space-details-title" className="space-details__title">
        区画 {space.label}
        <span className={`space-status space-status--${space.status}`}>
          <span aria-hidden="true">{spaceStatusMarks[space.status]} </span>
          {mine && space.status === 'reserved'
            ? 'お客さまのお申し込み（審査中）'
            : spaceStatusLabels[space.status]}
        </span>
      </h2>
      <SpaceFacts space={space} block="space-details" />
      {space.status === 'available' ? null : offeredToViewer ? (
        <p className="space-details__notice">
          空き待ちのご案内です。この区画は
          {space.hold?.until.toLocaleString('ja-JP', {
            month: 'long',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          })}
          までお客さまのためにお取りしています。
        </p>
      ) : mine ? (
        <p className="space-details__notice">
          {space.status === 'reserved'
            ? 'この区画はお客さまのお申し込みを審査中です。審査の状況はマイユニットでご確認いただけます。'
            : 'この区画はお客さまがご契約中です。'}{' '}
          <Link to={paths.brand.myunit.href(brandId)}>マイユニットを開く</Link>
        </p>
      ) : (
        <p className="space-details__notice">
          {unavailableReasons[space.status as keyof typeof unavailableReasons]}
        </p>
      )}
      {available ? (
        <>
          <div className="space-details__actions">
            <Link
              className="button button--primary"
              to={paths.brand.application.href(brandId, assetId, space.id)}
            >
              この区画を申し込む
            </Link>
            <Link className="button button--secondary" to={preview}>
              内見を予約する
            </Link>
          </div>
          <CostEstimate space={space} />
        </>
      ) : (
        <p className="space-details__actions">
          {plans[planKeyOf(space)]?.available === 0 && !mine ? (
            <a href="#waitlist">このプランの空き待ちに登録する</a>
          ) : null}
          <a href="#spaces">空いている区画を見る</a>
        </p>
      )}
    </section>
  );
}
