import { useState } from 'react';
import { Link } from 'react-router';
import {
  applicationStatusLabels,
  currentStatusReason,
  type ApplicationStatus,
} from '@/lib/model/application';
import { formatDate } from '@/utils/format-date';
import type { ApplicationWithId } from '../api/get-user-applications';
import { applicationNextSteps } from '../application-next-steps';
import { ReferenceNumber } from './reference-number';
import type { SpacePlace } from '../space-place';
import { CancelApplicationButton } from './cancel-application-button';
import { PlaceHeading } from './place-heading';
import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';
import { referenceOf } from '@/lib/model/application-reference';

/** The reason staff gave with the move to the current status: 却下の理由, 取消の理由… */
function reasonLabel(status: ApplicationStatus): string {
  return status === 'rejected' || status === 'cancelled'
    ? `${applicationStatusLabels[status]}の理由`
    : 'スタッフからのご連絡';
}

const tones: Record<ApplicationStatus, StatusBadgeTone> = {
  submitted: 'info',
  approved: 'success',
  contracted: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
  ended: 'neutral',
};

export type ApplicationListProps = {
  /** The user's applications, newest first. */
  applications: readonly ApplicationWithId[];
  placeOf: (application: ApplicationWithId) => SpacePlace;
  /** The brand's 物件一覧, for the empty state and the way on after a rejection. */
  listHref: string;
  /** The ご契約 section, where a contracted application's details are. */
  contractsHref: string;
  /** Cancels a submitted application (the cancel batch); throws when it cannot. */
  onCancel: (application: ApplicationWithId, place: SpacePlace) => Promise<void>;
};

/** お申し込み: every application with its state, what happens next, and 取り消す while in review. */
export function ApplicationList({
  applications,
  placeOf,
  listHref,
  contractsHref,
  onCancel,
}: ApplicationListProps) {
  const [notice, setNotice] = useState('');
  if (applications.length === 0) {
    return (
      <div className="my-unit-empty">
        <p>まだお申し込みはありません。</p>
        <p>
          <Link to={listHref}>物件一覧から区画を探す</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="my-unit__notice" role="status">
        {notice}
      </p>
      <ul className="my-unit-cards">
        {applications.map((application) => {
          const place = placeOf(application);
          const { status } = application;
          const reason = currentStatusReason(application.history);
          return (
            <li key={application.id} className="my-unit-card" data-status={status}>
              <div className="my-unit-card__head">
                <PlaceHeading place={place} />
                <StatusBadge tone={tones[status]}>{applicationStatusLabels[status]}</StatusBadge>
              </div>
              <dl className="my-unit-facts my-unit-facts--compact">
                <div className="my-unit-facts__row">
                  <dt>申込日</dt>
                  <dd>{formatDate(application.createdAt)}</dd>
                </div>
                <div className="my-unit-facts__row">
                  <dt>利用開始希望日</dt>
                  <dd>{formatDate(application.startDate)}</dd>
                </div>
                <div className="my-unit-facts__row">
                  <dt>受付番号</dt>
                  <dd>
                    <ReferenceNumber reference={referenceOf(application)} />
                  </dd>
                </div>
                {reason === undefined ? null : (
                  <div className="my-unit-facts__row">
                    <dt>{reasonLabel(status)}</dt>
                    <dd className="my-unit-card__reason">{reason}</dd>
                  </div>
                )}
              </dl>
              <p className="my-unit-card__next">
                {applicationNextSteps[status]}
                {status === 'contracted' ? (
                  <>
                    {' '}
                    <a href={contractsHref}>ご契約を見る</a>
                  </>
                ) : null}
                {status === 'rejected' || status === 'cancelled' ? (
                  <>
                    {' '}
                    <Link to={listHref}>物件一覧へ</Link>
                  </>
                ) : null}
              </p>
              {status === 'submitted' ? (
                place.space ? (
                  <div className="my-unit__actions">
                    <CancelApplicationButton
                      placeName={`${place.assetName} 区画 ${place.spaceLabel}`}
                      onCancel={async () => {
                        await onCancel(application, place);
                        setNotice(
                          `${place.assetName} 区画 ${place.spaceLabel}のお申し込みを取り消しました。`,
                        );
                      }}
                    />
                  </div>
                ) : (
                  <p className="my-unit-card__note">
                    この区画の情報を表示できないため、ここでは取り消せません。取り消しをご希望の場合はお問い合わせください。
                  </p>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
