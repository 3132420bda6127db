import { useState } from 'react';
import type { FinalBillOf } from '@/lib/model/final-bill';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import type { AdminApplication } from '../../admin-application';
import { useConfirmTermination } from '../../api/confirm-termination';
import { getStaffUid } from '../../api/get-staff-uid';
import { TerminationCost } from '../termination-cost';
import { useFinalBill } from './use-final-bill';

type TerminationConfirmProps = {
  brandId: string;
  application: AdminApplication;
  /** What ending costs (the screen's finalBillOf); without it the dialog shows no figures. */
  finalBillOf?: FinalBillOf | undefined;
};

/**
 * A contract's 解約のお申し出 in the application's detail: staff confirm it (after a second
 * click), and the contract stays 契約中 until the end date and ends by itself the day after.
 * What ending costs (the final bill, what is not refunded, what the customer must do) shows with
 * it, and the confirmation keeps that final bill for the customer's mail. Confirmed, it says
 * so; the customer can no longer withdraw it.
 */
export function TerminationConfirm({ brandId, application, finalBillOf }: TerminationConfirmProps) {
  const confirm = useConfirmTermination();
  const [asking, setAsking] = useState(false);
  const request = application.terminationRequest;
  const finalBill = useFinalBill(
    brandId,
    application,
    request && application.status === 'contracted' ? request.endDate : null,
    finalBillOf,
  );
  if (!request || application.status !== 'contracted') return null;
  const endDate = formatDate(request.endDate);
  const cost = finalBillOf ? (
    <TerminationCost
      endDate={request.endDate}
      finalBill={finalBill}
      initialCosts={application.contract ?? null}
    />
  ) : null;
  if (request.confirmedAt) {
    return (
      <div className="application-detail__termination" role="status">
        <strong>解約手続き済み：解約日 {endDate}</strong>
        <p>
          {formatDateTime(request.confirmedAt)}
          に確定しました。解約日までは契約中のままで、翌日に契約は自動的に終了し、区画は空きに戻ります。
        </p>
        {cost}
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
      {cost}
      {asking ? (
        <div className="admin-actions">
          <button
            type="button"
            className="admin-button admin-button--small admin-button--danger-solid"
            disabled={confirm.isPending || finalBill === undefined}
            onClick={() =>
              void getStaffUid().then((adminUid) =>
                confirm.mutate({
                  brandId,
                  applicationId: application.id,
                  adminUid,
                  finalBill: finalBill ?? null,
                }),
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
