import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYen } from '@/utils/format-yen';
import { staffLabel } from '@/utils/staff-label';
import { useDebitAccount } from '../../api/get-debit-account';
import { resultLabel, useMemberDebitItems } from '../../api/record-debit-results';
import { useConfirmDebitAccount } from '../../api/save-debit-account';
import { DebitAccountForm } from '../debit-account-form';
import { DebitAccountSummary } from '../debit-account-summary';
import '@/components/admin/admin.css';
import '../debit.css';

export type DebitAccountPanelProps = {
  brandId: string;
  memberId: string;
  staffUid: () => Promise<string>;
};

/**
 * The member's 口座振替 for staff: the whole account, 確認済みにする once the bank accepted the
 * 口座振替依頼書, 修正する, and every debit with its 振替結果 (資金不足…). A customer who sent a
 * paper 依頼書 instead of registering online is entered here (issue 37, item 3): 手続き中 until
 * staff confirm it, the confirmation naming who and when.
 */
export function DebitAccountPanel({ brandId, memberId, staffUid }: DebitAccountPanelProps) {
  const account = useDebitAccount(brandId, memberId);
  const items = useMemberDebitItems(brandId, memberId);
  const staffNames = useStaffNames();
  const confirm = useConfirmDebitAccount();
  const [editingAs, setEditingAs] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = account.data ?? null;
  return (
    <AdminSection title="口座振替" className="debit-section">
      {account.isPending ? <p>読み込んでいます…</p> : null}
      {!account.isPending && current === null && editingAs === null ? (
        <>
          <p>口座の登録はありません（銀行振込）。</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => setEditingAs(await staffUid())}
          >
            紙の口座振替依頼書から登録する
          </button>
        </>
      ) : null}
      {current === null && editingAs !== null ? (
        <p className="admin-hint">
          お客さまが記入した口座振替依頼書のとおりに入力してください。登録すると「手続き中」になります。金融機関の受付が済んだら「確認済みにする」を押してください（押した担当者と日時を記録します）。
        </p>
      ) : null}
      {problem ? (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {current && editingAs === null ? (
        <>
          <DebitAccountSummary account={current} masked={false} />
          {current.status === 'confirmed' && current.confirmedBy && current.confirmedAt ? (
            <p className="admin-hint">
              {formatDateTime(current.confirmedAt)} {staffLabel(current.confirmedBy, staffNames)}
              が確認
            </p>
          ) : null}
          <div className="debit-account-form__actions">
            {current.status === 'pending' ? (
              <button
                type="button"
                className="button button--primary"
                disabled={confirm.isPending}
                onClick={async () => {
                  setProblem(null);
                  try {
                    await confirm.mutateAsync({
                      brandId,
                      uid: memberId,
                      staffUid: await staffUid(),
                    });
                  } catch {
                    setProblem('確認済みにできませんでした。もう一度お試しください。');
                  }
                }}
              >
                確認済みにする（口座振替依頼書を受領）
              </button>
            ) : null}
            <button
              type="button"
              className="button button--secondary"
              onClick={async () => setEditingAs(await staffUid())}
            >
              口座を修正する
            </button>
          </div>
        </>
      ) : null}
      {editingAs !== null && current?.status === 'confirmed' ? (
        <p className="admin-hint">
          口座を変更すると「手続き中」に戻ります。新しい口座の口座振替依頼書を受け取ったら、もう一度「確認済みにする」を押してください。
        </p>
      ) : null}
      {editingAs !== null ? (
        <DebitAccountForm
          brandId={brandId}
          uid={memberId}
          current={current}
          staffUid={editingAs}
          submitLabel="保存する"
          onSaved={() => setEditingAs(null)}
          onCancel={() => setEditingAs(null)}
        />
      ) : null}
      {items.data && items.data.length > 0 ? (
        <>
          <h3>引き落とし</h3>
          <div
            className="admin-table-scroll"
            role="region"
            aria-label="口座振替の依頼と結果"
            tabIndex={0}
          >
            <table className="admin-table">
              <caption className="visually-hidden">口座振替の依頼と結果</caption>
              <thead>
                <tr>
                  <th scope="col">引落日</th>
                  <th scope="col">請求</th>
                  <th scope="col">金額</th>
                  <th scope="col">振替結果</th>
                </tr>
              </thead>
              <tbody>
                {items.data.map((item) => (
                  <tr key={item.billId}>
                    <td>{formatDate(item.debitDate)}</td>
                    <td>{item.billId}</td>
                    <td className="admin-table__number">{formatYen(item.amount)}</td>
                    <td>
                      {item.result === null ? (
                        '結果待ち'
                      ) : (
                        <span
                          className={`debit-status debit-status--${item.result.code === '0' ? 'confirmed' : 'failed'}`}
                        >
                          {resultLabel(item.result.code)}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </AdminSection>
  );
}
