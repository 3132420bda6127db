import { useState } from 'react';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { lastDayOfEnded } from '#shared/billing/contract-to-bill.js';
import type { FinalBillOf } from '@/lib/model/final-bill';
import { formatDate } from '@/utils/format-date';
import { todayInJapan } from '@/utils/today-in-japan';
import { applicationPlace } from '../../application-place';
import type { ContractTermsDraft } from '../../contract-terms-form';
import { moveConsequence, spaceEffectSentence, staffMoveWords } from '../../staff-moves';
import { TerminationCost } from '../termination-cost';
import { MoveReasonField, movesWithReason } from './move-reason-field';
import { ContractTermsFields } from './contract-terms-fields';
import { useFinalBill } from './use-final-bill';
import type { UseStaffMove } from './use-staff-move';
import './application-admin.css';

export type StaffMoveDialogProps = {
  brandId: string;
  move: UseStaffMove;
  /** 物件名 of the application's asset, when known. */
  assetNameOf: (assetId: string) => string | undefined;
  /** What ending a contract costs (the screen's finalBillOf), shown when ending one. */
  finalBillOf?: FinalBillOf | undefined;
};

/**
 * The confirmation of a staff move: whose application, which space, and — read from the space
 * as it is now — what happens to it (「区画 A-101 は契約中になります」). Ending a contract names
 * the desired end date of a 解約のお申し出 and what ending costs (the last day: that date, or
 * today when there is none).
 */
export function StaffMoveDialog({ brandId, move, assetNameOf, finalBillOf }: StaffMoveDialogProps) {
  const { pending, busy, error } = move;
  // Ended now: the final bill is quoted up to today, or the 解約日 asked for if it came first.
  const endDate =
    pending?.to === 'ended'
      ? lastDayOfEnded(pending.application.terminationRequest, todayInJapan())
      : null;
  const finalBill = useFinalBill(brandId, pending?.application, endDate, finalBillOf);
  const [draft, setDraft] = useState<ContractTermsDraft | null>(null);
  // A new move (or the space read for it) starts from its own terms.
  const [draftOf, setDraftOf] = useState<ContractTermsDraft | undefined>(undefined);
  if (pending?.draftTerms !== draftOf) {
    setDraftOf(pending?.draftTerms);
    setDraft(pending?.draftTerms ?? null);
  }
  const words = pending ? staffMoveWords[pending.to] : null;
  const application = pending?.application;
  const checking = pending !== null && pending.space === undefined && error === null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={words?.title ?? ''}
      confirmLabel={words?.confirmLabel ?? ''}
      busyLabel={checking ? '区画を確認中…' : '処理中…'}
      variant={words?.danger ? 'danger' : 'default'}
      busy={busy || checking}
      error={error ?? pending?.refusal ?? null}
      onConfirm={() =>
        move.confirm(
          pending && draft
            ? {
                draft,
                // As the month's bill run names it in the 摘要: 「モトガレージ 練馬 G-03」.
                place: `${assetNameOf(pending.application.assetId) ?? pending.application.assetId} ${pending.space?.label ?? pending.application.spaceId}`,
              }
            : undefined,
        )
      }
      onCancel={move.cancel}
    >
      {pending && application ? (
        <>
          <dl className="staff-move__facts">
            <div>
              <dt>申込者</dt>
              <dd>
                {application.name}（{application.kana}）
              </dd>
            </div>
            <div>
              <dt>物件・区画</dt>
              <dd>
                {applicationPlace(
                  application,
                  assetNameOf(application.assetId),
                  pending.space?.label,
                )}
              </dd>
            </div>
            {pending.to === 'ended' && application.terminationRequest ? (
              <div>
                <dt>解約希望日</dt>
                <dd>{formatDate(application.terminationRequest.endDate)}</dd>
              </div>
            ) : null}
          </dl>
          {pending.refusal ? null : (
            <p className="staff-move__effect">
              {pending.space === undefined
                ? error === null
                  ? '区画の状態を確認しています…'
                  : '区画の状態を確認できませんでした。'
                : spaceEffectSentence(
                    pending.to,
                    pending.effect ?? 'none',
                    pending.space,
                    application.spaceId,
                  )}
            </p>
          )}
          {endDate && finalBillOf && !pending.refusal ? (
            <TerminationCost
              endDate={endDate}
              finalBill={finalBill}
              initialCosts={application.contract ?? null}
            />
          ) : null}
          {pending.to === 'contracted' && draft && !pending.refusal ? (
            <ContractTermsFields draft={draft} onChange={setDraft} />
          ) : null}
          <p className="staff-move__note">{moveConsequence(pending.to)}</p>
          {movesWithReason(pending.to) ? (
            <MoveReasonField
              to={pending.to}
              value={move.reason}
              onChange={move.setReason}
              missing={move.reasonMissing}
            />
          ) : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
