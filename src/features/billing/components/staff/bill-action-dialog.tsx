import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import {
  billActionLabels,
  billHistoryEntries,
  paymentMethodLabels,
  paymentMethods,
} from '@/lib/model/bill';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import { billActionWords, type BillAction, type BillActionDraft } from '../../bill-action-form';
import type { BillRow } from '../../bill-row';
import { billContext } from './bill-table';
import { BillLines } from '../bill-lines';

export type PendingBillAction = { action: BillAction; bills: readonly BillRow[] };

export type BillActionDialogProps = {
  pending: PendingBillAction | null;
  draft: BillActionDraft;
  onDraft: (draft: BillActionDraft) => void;
  today: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="bill-action__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * A change to bills after a confirmation: the bill (its lines and history) and the fields the
 * change takes — 値引き・追加請求 with an amount and a reason, 入金 with the date it arrived
 * (today by default, never later), the method and a note (for one bill or several), or the
 * reason of a reversal or a cancel. A refusal keeps what was typed and says why.
 */
export function BillActionDialog({
  pending,
  draft,
  onDraft,
  today,
  busy,
  error,
  onConfirm,
  onCancel,
}: BillActionDialogProps) {
  const words = pending ? billActionWords[pending.action] : null;
  const one = pending?.bills.length === 1 ? pending.bills[0] : undefined;
  const set = (patch: Partial<BillActionDraft>) => onDraft({ ...draft, ...patch });
  const total = pending?.bills.reduce((sum, b) => sum + b.amount, 0) ?? 0;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={words?.title ?? ''}
      confirmLabel={words?.confirm ?? ''}
      variant={words?.danger ? 'danger' : 'default'}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {pending ? (
        <div className="bill-action">
          {one ? (
            <>
              <p className="bill-action__who">
                {billContext(one)}・支払期限 {formatDate(one.dueDate)}
              </p>
              <BillLines lines={one.lines} amount={one.amount} />
              <details className="bill-action__history">
                <summary>履歴（{Object.keys(one.history).length}件）</summary>
                <ol>
                  {billHistoryEntries(one.history).map((e, i) => (
                    <li key={i}>
                      {formatDate(e.at)} {billActionLabels[e.action]} {formatYen(e.amount)}
                      {e.note ? `・${e.note}` : ''}
                    </li>
                  ))}
                </ol>
              </details>
            </>
          ) : (
            <p className="bill-action__who">
              {pending.bills.length}件の請求（合計 {formatYen(total)}）を入金済みにします。
            </p>
          )}
          {pending.action === 'add-line' ? (
            <div className="bill-action__fields">
              <Field label="種類">
                <select
                  className="admin-input"
                  value={draft.lineKind}
                  onChange={(e) => set({ lineKind: e.target.value as 'credit' | 'charge' })}
                >
                  <option value="credit">値引き・返金（請求額から引く）</option>
                  <option value="charge">追加請求（請求額に足す）</option>
                </select>
              </Field>
              <Field label="金額（税込・円）">
                <input
                  className="admin-input"
                  inputMode="numeric"
                  value={draft.amount}
                  onChange={(e) => set({ amount: e.target.value })}
                />
              </Field>
            </div>
          ) : null}
          {pending.action === 'pay' ? (
            <div className="bill-action__fields">
              <Field label="入金日">
                <input
                  className="admin-input"
                  type="date"
                  max={today}
                  value={draft.date}
                  onChange={(e) => set({ date: e.target.value })}
                />
              </Field>
              <Field label="入金方法">
                <select
                  className="admin-input"
                  value={draft.method}
                  onChange={(e) => set({ method: e.target.value as BillActionDraft['method'] })}
                >
                  {paymentMethods.map((m) => (
                    <option key={m} value={m}>
                      {paymentMethodLabels[m]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="メモ（任意）">
                <input
                  className="admin-input"
                  value={draft.note}
                  onChange={(e) => set({ note: e.target.value })}
                />
              </Field>
            </div>
          ) : (
            <Field label="理由（お客さまの明細にも表示されます）">
              <input
                className="admin-input"
                value={draft.reason}
                onChange={(e) => set({ reason: e.target.value })}
              />
            </Field>
          )}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
