import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useModalDialog } from '@/hooks/use-modal-dialog';
import { applicationStatusLabels } from '@/lib/model/application';
import type { FinalBillOf } from '@/lib/model/final-bill';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminApplication } from '../../admin-application';
import { useApplication } from '../../api/get-application';
import { applicationPlace } from '../../application-place';
import { applicationStatusTones } from '../../application-status-tones';
import { ReferenceNumber } from '../reference-number';
import type { StaffMoveTarget } from '../../staff-moves';
import { ApplicationHistory } from './application-history';
import { ApplicationMoveButtons } from './application-move-buttons';
import { IdentityDocumentLink } from './identity-document-link';
import { AgreedTerms } from './agreed-terms';
import { TerminationConfirm } from './termination-confirm';
import './application-admin.css';
import { referenceOf } from '@/lib/model/application-reference';

export type ApplicationDetailDialogProps = {
  brandId: string;
  /** The application shown; null: the dialog is closed. */
  applicationId: string | null;
  assetNameOf: (assetId: string) => string | undefined;
  onMove: (application: AdminApplication, to: StaffMoveTarget) => void;
  onClose: () => void;
  /** Shown under the history, e.g. the messages sent about it (the route passes the delivery log). */
  renderExtra?: (applicationId: string) => ReactNode;
  /** What ending a contract costs (the screen's finalBillOf), shown with a 解約のお申し出. */
  finalBillOf?: FinalBillOf | undefined;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="application-detail__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ApplicationFacts({
  brandId,
  application,
  assetName,
  onMove,
  finalBillOf,
}: {
  brandId: string;
  application: AdminApplication;
  assetName: string | undefined;
  onMove: ApplicationDetailDialogProps['onMove'];
  finalBillOf: FinalBillOf | undefined;
}) {
  const place = applicationPlace(application, assetName);
  const request = application.terminationRequest;
  return (
    <>
      <div className="application-detail__status">
        <StatusBadge tone={applicationStatusTones[application.status]}>
          {applicationStatusLabels[application.status]}
        </StatusBadge>
        <ApplicationMoveButtons
          application={application}
          context={`${application.name}さん・区画 ${application.spaceId}`}
          onMove={onMove}
        />
      </div>
      <TerminationConfirm brandId={brandId} application={application} finalBillOf={finalBillOf} />
      <dl className="application-detail__facts">
        <Row label="受付番号">
          <ReferenceNumber reference={referenceOf(application)} />
        </Row>
        <Row label="申込日時">{formatDateTime(application.createdAt)}</Row>
        <Row label="更新日時">{formatDateTime(application.updatedAt)}</Row>
        <Row label="物件・区画">
          <Link to={paths.admin.brand.assetSpaces.href(brandId, application.assetId)}>{place}</Link>
        </Row>
        <Row label="利用開始希望日">{formatDate(application.startDate)}</Row>
        {request ? (
          <Row label="解約希望日">
            {formatDate(request.endDate)}（{formatDateTime(request.requestedAt)} 受付
            {request.confirmedAt ? '・手続き済み' : '・未確定'}）
          </Row>
        ) : null}
        <Row label="氏名">
          <Link to={paths.admin.brand.member.href(brandId, application.uid)}>
            {application.name}
            <span className="visually-hidden">（会員のページ）</span>
          </Link>
        </Row>
        <Row label="フリガナ">{application.kana}</Row>
        <Row label="メールアドレス">
          <a href={`mailto:${application.email}`}>{application.email}</a>
        </Row>
        <Row label="電話番号">
          <a href={`tel:${application.phone}`}>{application.phone}</a>
        </Row>
        <Row label="住所">
          〒{application.postalCode} {application.prefecture}
          {application.city}
          {application.addressLine}
          {application.building ? ` ${application.building}` : ''}
        </Row>
        <Row label="生年月日">{formatDate(application.birthDate)}</Row>
        <Row label="同意した利用規約">
          <AgreedTerms brandId={brandId} version={application.termsVersion} />
        </Row>
        <Row label="本人確認書類">
          <IdentityDocumentLink path={application.identityDocumentPath} />
        </Row>
        <Row label="申込者ID">{application.uid}</Row>
      </dl>
      <ApplicationHistory history={application.history} applicantUid={application.uid} />
    </>
  );
}

/**
 * Everything about one application in a modal dialog (native `<dialog>`): state and the moves
 * staff may make, every field, the identity document (opened through Storage) and the
 * history. Read fresh when it opens; Esc or 閉じる closes it and focus returns to the opener.
 */
export function ApplicationDetailDialog({
  brandId,
  applicationId,
  assetNameOf,
  onMove,
  onClose,
  renderExtra,
  finalBillOf,
}: ApplicationDetailDialogProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const open = applicationId !== null;
  const query = useApplication(brandId, applicationId);
  const dialogRef = useModalDialog(open, headingRef);

  let body: ReactNode = null;
  if (open) {
    if (query.isPending) body = <p>読み込んでいます…</p>;
    else if (query.isError)
      body = (
        <p className="admin-alert" role="alert">
          申込を読み込めませんでした。通信状態を確認して、開き直してください。
        </p>
      );
    else if (query.data === null) body = <p>この申込は見つかりませんでした。</p>;
    else
      body = (
        <>
          <ApplicationFacts
            brandId={brandId}
            application={query.data}
            assetName={assetNameOf(query.data.assetId)}
            onMove={onMove}
            finalBillOf={finalBillOf}
          />
          {renderExtra?.(query.data.id)}
        </>
      );
  }

  const title = query.data ? `${query.data.name}さんの申込` : '申込の詳細';
  return (
    <dialog
      ref={dialogRef}
      className="application-detail"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="application-detail__header">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="application-detail__title">
          {title}
        </h2>
        <button type="button" className="admin-button admin-button--small" onClick={onClose}>
          閉じる
        </button>
      </div>
      {body}
    </dialog>
  );
}
