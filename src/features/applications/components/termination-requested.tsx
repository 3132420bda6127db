import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useConfirmedAction } from '@/hooks/use-confirmed-action';
import type { TerminationRequest } from '@/lib/model/application';
import type { FinalBill } from '@/lib/model/final-bill';
import { formatDate } from '@/utils/format-date';
import type { InitialCostsForText } from '../../../../functions/src/messages/termination-cost-text';
import { TerminationCost } from './termination-cost';

export type TerminationRequestedProps = {
  request: TerminationRequest;
  /** What ending on its date costs (from the money model; the request's quote as a fallback). */
  finalBill: FinalBill | null;
  /** The contract's 初期費用 (said not to be refunded). */
  initialCosts: InitialCostsForText | null;
  /** Withdraws the request (only before staff confirm it); throws when it cannot. */
  onWithdraw: () => Promise<void>;
};

/**
 * A 解約のお申し出 already made: confirmed by staff (the contract ends on its date, the space is
 * theirs until then), or waiting for staff, when the customer may still withdraw it.
 */
export function TerminationRequested({
  request,
  finalBill,
  initialCosts,
  onWithdraw,
}: TerminationRequestedProps) {
  const withdraw = useConfirmedAction(
    onWithdraw,
    '取り下げできませんでした。担当者がすでに手続きを済ませた可能性があります。',
  );
  const endDate = formatDate(request.endDate);
  if (request.confirmedAt) {
    return (
      <div className="my-unit-termination my-unit-termination--requested" role="status">
        <p className="my-unit-termination__done">解約日：{endDate}（手続き済み）</p>
        <p>{endDate}まではこれまでどおりご利用いただけます。翌日に契約は自動的に終了します。</p>
        <TerminationCost
          endDate={request.endDate}
          finalBill={finalBill}
          initialCosts={initialCosts}
        />
      </div>
    );
  }
  return (
    <div className="my-unit-termination my-unit-termination--requested" role="status">
      <p className="my-unit-termination__done">
        解約のお申し出を受け付けました（解約希望日：{endDate}）
      </p>
      <p>担当者が確認して手続きします。手続きが済むまでは、お申し出を取り下げられます。</p>
      <TerminationCost
        endDate={request.endDate}
        finalBill={finalBill}
        initialCosts={initialCosts}
      />
      <button type="button" className="button button--secondary" onClick={withdraw.ask}>
        お申し出を取り下げる
      </button>
      <ConfirmDialog
        open={withdraw.open}
        title="解約のお申し出を取り下げますか？"
        confirmLabel="取り下げる"
        busyLabel="送信中…"
        cancelLabel="戻る"
        busy={withdraw.busy}
        error={withdraw.error}
        onConfirm={() => void withdraw.confirm()}
        onCancel={withdraw.dismiss}
      >
        <p>解約希望日 {endDate} のお申し出を取り下げ、契約を続けます。</p>
      </ConfirmDialog>
    </div>
  );
}
