import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { billDueDate } from '#shared/billing/bill-due-date.js';

export type CreateBillsDialogProps = {
  open: boolean;
  period: string;
  today: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** an earlier month that has contracts but no bills (made first, or its 預り金 goes here) */
  earlierMissing?: string | null;
};

/** What 「今月の請求を作成」 will do, before it does it. */
export function CreateBillsDialog({
  open,
  period,
  today,
  busy,
  error,
  onConfirm,
  onCancel,
  earlierMissing = null,
}: CreateBillsDialogProps) {
  const month = formatYearMonth(period);
  return (
    <ConfirmDialog
      open={open}
      title={`${month}分の請求を作成しますか？`}
      confirmLabel="請求を作成する"
      busyLabel="作成しています…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="billing-dialog__list">
        {earlierMissing !== null ? (
          <li className="billing-dialog__warning">
            {formatYearMonth(earlierMissing)}分の請求がまだありません。先に
            {formatYearMonth(earlierMissing)}
            分を作成してください。このまま作成すると、お客さまの預り金が{month}
            分の請求に使われます。
          </li>
        ) : null}
        <li>
          サーバーで、契約中のすべての申込（{month}
          中に終了した契約は最後の月）に{month}
          分の請求を1件ずつ作ります（画面を閉じても最後まで続きます）。
        </li>
        <li>金額は区画の月額利用料と管理費の合計（税込）、状態は「未払い」です。</li>
        <li>支払期限は{formatDate(billDueDate(period, today))}です。</li>
        <li>すでに作成済みの請求はそのまま残ります（何度押しても二重にはなりません）。</li>
        <li>預り金のあるお客さまは、新しい請求に預り金を充当します。</li>
      </ul>
    </ConfirmDialog>
  );
}
