import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import {
  activePayments,
  billBalance,
  billHistoryEntries,
  paymentRecordMethodLabels,
  paymentRecordMethods,
} from '#shared/model/bill.js';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import { billActionWords, type BillAction, type BillActionDraft } from '../../bill-action-form';
import type { BillRow } from '../../bill-row';
import { billContext } from './bill-table';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { BillHistory } from '../bill-history';
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
  /** The mails sent about one bill (reminders, 入金確認), shown under its history. */
  billMails?: ((billId: string) => React.ReactNode) | undefined;
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
  billMails,
}: BillActionDialogProps) {
  const staffNames = useStaffNames();
  const words = pending ? billActionWords[pending.action] : null;
  const one = pending?.bills.length === 1 ? pending.bills[0] : undefined;
  // Every field edits one key of the draft; a select offers only that key's values.
  const bind = <Key extends keyof BillActionDraft>(key: Key) => ({
    className: 'admin-input',
    value: draft[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onDraft({ ...draft, [key]: e.target.value as BillActionDraft[Key] }),
  });
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
              {one.paidAmount > 0 || one.writeOff ? (
                <p className="bill-action__balance">
                  入金済み {formatYen(one.paidAmount)}
                  {one.writeOff ? `・差額処理 ${formatYen(one.writeOff.amount)}` : ''}・残り{' '}
                  <strong>{formatYen(billBalance(one))}</strong>
                </p>
              ) : null}
              <details className="bill-action__history">
                <summary>履歴（{Object.keys(one.history).length}件）</summary>
                <BillHistory entries={billHistoryEntries(one.history)} staffNames={staffNames} />
              </details>
              {billMails ? (
                <details className="bill-action__history">
                  <summary>送信したメール（督促・入金確認など）</summary>
                  {billMails(one.id)}
                </details>
              ) : null}
            </>
          ) : (
            <p className="bill-action__who">
              {pending.bills.length}件の請求（合計 {formatYen(total)}）を入金済みにします。
            </p>
          )}
          {pending.action === 'add-line' ? (
            <div className="bill-action__fields">
              <Field label="種類">
                <select {...bind('lineKind')}>
                  <option value="credit">値引き・返金（請求額から引く）</option>
                  <option value="charge">追加請求（請求額に足す）</option>
                </select>
              </Field>
              <Field label="金額（税込・円）">
                <input inputMode="numeric" {...bind('amount')} />
              </Field>
            </div>
          ) : null}
          {pending.action === 'pay' ? (
            <div className="bill-action__fields">
              {one && draft.method !== 'balance' ? (
                <Field label={`入金額（円・請求の残り ${formatYen(billBalance(one))}）`}>
                  <input inputMode="numeric" {...bind('received')} />
                </Field>
              ) : null}
              <Field label="入金日">
                <input type="date" max={today} {...bind('date')} />
              </Field>
              <Field label="入金方法">
                <select {...bind('method')}>
                  {paymentRecordMethods
                    // Only what the brand can collect (no card or convenience provider is
                    // connected: docs/billing.md); 預り金 for one bill at a time.
                    .filter((m) => m !== 'card' && m !== 'convenience')
                    .filter((m) => m !== 'balance' || one !== undefined)
                    .map((m) => (
                      <option key={m} value={m}>
                        {paymentRecordMethodLabels[m]}
                      </option>
                    ))}
                </select>
              </Field>
              <Field label="メモ（任意）">
                <input {...bind('note')} />
              </Field>
            </div>
          ) : (
            <>
              {pending.action === 'reverse' && one ? (
                <Field label="取り消す入金">
                  <select {...bind('paymentKey')}>
                    {activePayments(one).map((p) => (
                      <option key={p.key} value={p.key}>
                        {formatDate(p.date)} {paymentRecordMethodLabels[p.method]}{' '}
                        {formatYen(p.amount)}
                        {p.excess > 0 ? `（うち預り金 ${formatYen(p.excess)} も取消）` : ''}
                      </option>
                    ))}
                  </select>
                </Field>
              ) : null}
              {pending.action === 'write-off' && one ? (
                <p className="bill-action__who">
                  残り {formatYen(billBalance(one))}{' '}
                  を入金のない差額として処理し、この請求を支払済みにします（上限はお支払い設定の「差額処理の上限」、設定がなければ1,000円）。
                </p>
              ) : null}
              <Field label="理由（お客さまの明細にも表示されます）">
                <input {...bind('reason')} />
              </Field>
            </>
          )}
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
