import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { billingStatusLabels } from '@/lib/model/billing';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import { billMoveWords, type BillMoveTarget } from '../../bill-moves';
import type { BillRow } from '../../bill-row';
import { billContext } from './bill-table';

export type PendingBillMove = { bill: BillRow; to: BillMoveTarget };

export type BillMoveDialogProps = {
  pending: PendingBillMove | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The confirmation of a bill's move: which bill, what happens, whether it can be undone. */
export function BillMoveDialog({ pending, busy, error, onConfirm, onCancel }: BillMoveDialogProps) {
  const words = pending ? billMoveWords[pending.to] : null;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={words?.title ?? ''}
      confirmLabel={words?.confirmLabel ?? ''}
      busyLabel="保存しています…"
      variant={words?.danger ? 'danger' : 'default'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {pending && words ? (
        <>
          <dl className="billing-dialog__facts">
            <dt>請求</dt>
            <dd>{billContext(pending.bill)}</dd>
            <dt>金額</dt>
            <dd>{formatYen(pending.bill.amount)}</dd>
            <dt>支払期限</dt>
            <dd>{formatDate(pending.bill.dueDate)}</dd>
            <dt>状態</dt>
            <dd>
              {billingStatusLabels[pending.bill.status]}
              <span aria-hidden="true"> → </span>
              <span className="visually-hidden">から</span>
              {billingStatusLabels[pending.to]}
              <span className="visually-hidden">へ</span>
            </dd>
          </dl>
          <p>{words.body}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
