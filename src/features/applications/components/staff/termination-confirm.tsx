import { useState } from 'react';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminApplication } from '../../admin-application';
import { useConfirmTermination } from '../../api/confirm-termination';
import { getStaffUid } from '../../api/get-staff-uid';

type TerminationConfirmProps = { brandId: string; application: AdminApplication };

/**
 * A contract's 解約のお申し出 in the application's detail: staff confirm it (after a second
 * click), and the contract stays 契約中 until the end date and ends by itself the day after.
 * Confirmed, it says so; the customer can no longer withdraw it.
 */
export function TerminationConfirm({ brandId, application }: TerminationConfirmProps) {
  const confirm = useConfirmTermination();
  const [asking, setAsking] = useState(false);
  const request = application.terminationRequest;
  if (!request || application.status !== 'contracted') return null;
  const endDate = formatDate(request.endDate);
  if (request.confirmedAt) {
    return (
      <div className="application-detail__termination" role="status">
        <strong>解約手続き済み：解約日 {endDate}</strong>
        <p>
          {formatDateTime(request.confirmedAt)}
          に確定しました。解約日までは契約中のままで、翌日に契約は自動的に終了し、区画は空きに戻ります。
        </p>
      </div>
    );
  }
  return (
    <div className="application-detail__termination">
      <strong>解約のお申し出があります。</strong>
      <p>
        解約希望日は{endDate}です（{formatDateTime(request.requestedAt)}
        受付）。確定すると解約日まで契約中のままで、翌日に自動で終了します。
      </p>
      {asking ? (
        <div className="admin-actions">
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger-solid"
            disabled={confirm.isPending}
            onClick={() =>
              void getStaffUid().then((adminUid) =>
                confirm.mutate({ brandId, applicationId: application.id, adminUid }),
              )
            }
          >
            {confirm.isPending ? '確定しています…' : `${endDate}で解約を確定する`}
          </button>
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => setAsking(false)}
          >
            やめる
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="admin-button admin-button--small admin-button--primary"
          onClick={() => setAsking(true)}
        >
          解約を確定する
        </button>
      )}
      {confirm.isError ? (
        <p className="admin-alert" role="alert">
          確定できませんでした。お客さまが取り下げた可能性があります。開き直して確認してください。
        </p>
      ) : null}
    </div>
  );
}
