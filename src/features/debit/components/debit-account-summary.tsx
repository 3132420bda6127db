import { bankAccountTypeLabels } from '@/lib/model/billing-settings';
import {
  debitAccountStatusLabels,
  maskAccountNumber,
  type DebitAccount,
} from '@/lib/model/debit-account';
import { zenginToFullWidth } from '#shared/billing/zengin.js';

export type DebitAccountSummaryProps = {
  account: DebitAccount;
  /** staff see the whole 口座番号; everyone else ****567 */
  masked: boolean;
};

/** A registered 口座振替 account: bank, branch, 種目, number (masked unless staff), name, state. */
export function DebitAccountSummary({ account, masked }: DebitAccountSummaryProps) {
  return (
    <dl className="debit-account-summary">
      <div>
        <dt>金融機関</dt>
        <dd>
          {account.bankName}（{account.bankCode}）
        </dd>
      </div>
      <div>
        <dt>支店</dt>
        <dd>
          {account.branchName}（{account.branchCode}）
        </dd>
      </div>
      <div>
        <dt>口座</dt>
        <dd>
          {bankAccountTypeLabels[account.accountType]}{' '}
          {masked ? maskAccountNumber(account.accountNumber) : account.accountNumber}
        </dd>
      </div>
      <div>
        <dt>口座名義</dt>
        <dd>{zenginToFullWidth(account.holder)}</dd>
      </div>
      <div>
        <dt>状態</dt>
        <dd>
          <span className={`debit-status debit-status--${account.status}`}>
            {debitAccountStatusLabels[account.status]}
          </span>
        </dd>
      </div>
    </dl>
  );
}
