import { Link } from 'react-router';
import {
  activePayments,
  billBalance,
  billStateLabels,
  billStateOn,
  type BillState,
} from '#shared/model/bill.js';
import { todayInJapan } from '@/utils/today-in-japan';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import type { BillWithId } from '../api/get-user-bills';
import { sortBills } from '../sort-bills';
import { BillLines } from './bill-lines';
import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';
import './billing-list.css';

const tones: Record<BillState, StatusBadgeTone> = {
  overdue: 'danger',
  unpaid: 'warning',
  partial: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

/** One line under the amount saying what the state means for the customer. */
const notes: Record<BillState, string> = {
  overdue: 'お支払い期限を過ぎています。お早めにお支払いください。',
  unpaid: 'お支払い期限までにお支払いください。',
  partial: 'ご入金ありがとうございます。残りの金額をお支払い期限までにお支払いください。',
  paid: '',
  cancelled: 'この請求は取り消されました。お支払いは不要です。',
};

/** Settled bills shown before the rest fold away under 「それ以前の請求」. */
const recentSettledCount = 6;

export type BillingListProps = {
  bills: readonly BillWithId[];
  /** today in Japan (tests pass it) */
  today?: string;
  /**
   * bills in a sent 依頼データ whose result is not back: id → what is said instead of a 振込
   * request (getPendingDebits)
   */
  pendingDebits?: ReadonlyMap<string, string>;
};

/**
 * ご入金額 (each payment that stands: its date and yen, and whether the 預り金 paid it), 差額の
 * 処理, and お支払い残高 while something is paid and the rest still due.
 */
function PaymentFacts({ billing }: { billing: BillWithId }) {
  const payments = activePayments(billing);
  const balance = billBalance(billing);
  return (
    <>
      {payments.length > 0 ? (
        <div className="my-unit-facts__row">
          <dt>ご入金額</dt>
          <dd>
            {formatYen(billing.paidAmount)}
            {payments.map((payment) => (
              <span key={payment.key} className="my-unit-bill__payment">
                {formatDate(payment.date)}
                {payments.length > 1 ? ` ${formatYen(payment.amount)}` : ''}
                {payment.method === 'balance' ? '（預り金から充当）' : ''}
                {payment.excess > 0 ? (
                  <span className="my-unit-facts__sub">
                    超過分 {formatYen(payment.excess)} は預り金としてお預かりしています
                  </span>
                ) : null}
              </span>
            ))}
          </dd>
        </div>
      ) : null}
      {billing.writeOff ? (
        <div className="my-unit-facts__row">
          <dt>差額の処理</dt>
          <dd>
            {formatYen(billing.writeOff.amount)}
            <span className="my-unit-facts__sub">この金額のお支払いは不要です</span>
          </dd>
        </div>
      ) : null}
      {billing.status === 'unpaid' && payments.length > 0 ? (
        <div className="my-unit-facts__row my-unit-facts__row--total">
          <dt>お支払い残高</dt>
          <dd>{formatYen(balance)}</dd>
        </div>
      ) : null}
    </>
  );
}

function BillingCard({
  billing,
  today,
  debit,
}: {
  billing: BillWithId;
  today: string;
  debit: string | undefined;
}) {
  const state = billStateOn(billing, today);
  // In a sent 依頼データ: the bank debits it, so no 振込 is asked for (issue 37, item 4).
  const waitsForDebit = debit !== undefined && billing.status === 'unpaid';
  const note = waitsForDebit ? debit : notes[state];
  return (
    <li
      className={`my-unit-card my-unit-bill my-unit-bill--${waitsForDebit ? 'debit' : state}`}
      data-status={state}
    >
      <div className="my-unit-card__head">
        <h3 className="my-unit-card__title">{formatYearMonth(billing.period)}分</h3>
        {waitsForDebit ? (
          <StatusBadge tone="info">口座振替の予定</StatusBadge>
        ) : (
          <StatusBadge tone={tones[state]}>{billStateLabels[state]}</StatusBadge>
        )}
      </div>
      <p className="my-unit-bill__amount">
        {billing.status === 'cancelled' ? (
          <s>{formatYenTaxIncluded(billing.amount)}</s>
        ) : (
          formatYenTaxIncluded(billing.amount)
        )}
      </p>
      <dl className="my-unit-facts my-unit-facts--compact">
        <div className="my-unit-facts__row">
          <dt>お支払い期限</dt>
          <dd>{formatDate(billing.dueDate)}</dd>
        </div>
        {billing.status === 'cancelled' ? null : <PaymentFacts billing={billing} />}
        {billing.description ? (
          <div className="my-unit-facts__row">
            <dt>摘要</dt>
            <dd>{billing.description}</dd>
          </div>
        ) : null}
      </dl>
      <details className="my-unit-bill__lines">
        <summary>明細を見る</summary>
        <BillLines lines={billing.lines} amount={billing.amount} />
      </details>
      {note ? <p className="my-unit-bill__note">{note}</p> : null}
      <Link to={`bills/${billing.id}/invoice`}>
        {formatYearMonth(billing.period)}分の請求書を見る
      </Link>
    </li>
  );
}

/**
 * ご請求: bills to pay first (overdue, then unpaid), then the settled ones; each with its month,
 * amount, due date, what was paid and what is still due, and its state in words and style.
 */
export function BillingList({
  bills,
  today = todayInJapan(),
  pendingDebits = new Map(),
}: BillingListProps) {
  if (bills.length === 0) {
    return (
      <div className="my-unit-empty">
        <p>ご契約後、毎月の請求がここに表示されます。</p>
      </div>
    );
  }
  const sorted = sortBills(bills, today);
  const open = sorted.filter((b) => b.status === 'unpaid');
  // The bank debits those in a sent 依頼データ: not asked for, said apart.
  const toPay = open.filter((b) => !pendingDebits.has(b.id));
  const debited = open.filter((b) => pendingDebits.has(b.id));
  const settled = sorted.filter((b) => b.status === 'paid' || b.status === 'cancelled');
  const recent = settled.slice(0, recentSettledCount);
  const older = settled.slice(recentSettledCount);
  // What is still due: a bill paid in part counts with its balance.
  const total = toPay.reduce((sum, b) => sum + billBalance(b), 0);
  const card = (billing: BillWithId) => (
    <BillingCard
      key={billing.id}
      billing={billing}
      today={today}
      debit={pendingDebits.get(billing.id)}
    />
  );
  return (
    <>
      <p
        className={`my-unit-bills__summary${toPay.length > 0 ? ' my-unit-bills__summary--due' : ''}`}
      >
        {toPay.length > 0
          ? `お支払いが必要な請求が${toPay.length}件あります（合計 ${formatYen(total)}）。`
          : 'お支払いが必要な請求はありません。'}
        {debited.length > 0
          ? `口座振替で引き落とす請求が${debited.length}件あります（合計 ${formatYen(
              debited.reduce((sum, b) => sum + billBalance(b), 0),
            )}）。`
          : ''}
      </p>
      <ul className="my-unit-cards">{[...toPay, ...debited, ...recent].map(card)}</ul>
      {older.length > 0 ? (
        <details className="my-unit-bills__older">
          <summary>それ以前の請求（{older.length}件）</summary>
          <ul className="my-unit-cards">{older.map(card)}</ul>
        </details>
      ) : null}
    </>
  );
}
