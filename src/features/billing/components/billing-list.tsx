import { billingStatusLabels, type BillingStatus } from '@/lib/model/billing';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import type { BillingWithId } from '../api/get-user-billings';
import { sortBillings } from '../sort-billings';
import { StatusBadge, type StatusBadgeTone } from '@/components/ui/status-badge';

const tones: Record<BillingStatus, StatusBadgeTone> = {
  overdue: 'danger',
  unpaid: 'warning',
  paid: 'success',
  cancelled: 'neutral',
};

/** One line under the amount saying what the state means for the customer. */
const notes: Record<BillingStatus, string> = {
  overdue: 'お支払い期限を過ぎています。お早めにお支払いください。',
  unpaid: 'お支払い期限までにお支払いください。',
  paid: '',
  cancelled: 'この請求は取り消されました。お支払いは不要です。',
};

/** Settled bills shown before the rest fold away under 「それ以前の請求」. */
const recentSettledCount = 6;

export type BillingListProps = { billings: readonly BillingWithId[] };

function BillingCard({ billing }: { billing: BillingWithId }) {
  return (
    <li
      className={`my-unit-card my-unit-bill my-unit-bill--${billing.status}`}
      data-status={billing.status}
    >
      <div className="my-unit-card__head">
        <h3 className="my-unit-card__title">{formatYearMonth(billing.period)}分</h3>
        <StatusBadge tone={tones[billing.status]}>
          {billingStatusLabels[billing.status]}
        </StatusBadge>
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
        {billing.paidAt ? (
          <div className="my-unit-facts__row">
            <dt>入金日</dt>
            <dd>{formatDate(billing.paidAt)}</dd>
          </div>
        ) : null}
        {billing.description ? (
          <div className="my-unit-facts__row">
            <dt>内訳</dt>
            <dd>{billing.description}</dd>
          </div>
        ) : null}
      </dl>
      {notes[billing.status] ? <p className="my-unit-bill__note">{notes[billing.status]}</p> : null}
    </li>
  );
}

/**
 * ご請求: bills to pay first (overdue, then unpaid), then the settled ones; each with its month,
 * amount, due date and state in words and style.
 */
export function BillingList({ billings }: BillingListProps) {
  if (billings.length === 0) {
    return (
      <div className="my-unit-empty">
        <p>ご契約後、毎月の請求がここに表示されます。</p>
      </div>
    );
  }
  const sorted = sortBillings(billings);
  const toPay = sorted.filter((b) => b.status === 'overdue' || b.status === 'unpaid');
  const settled = sorted.filter((b) => b.status === 'paid' || b.status === 'cancelled');
  const recent = settled.slice(0, recentSettledCount);
  const older = settled.slice(recentSettledCount);
  const total = toPay.reduce((sum, b) => sum + b.amount, 0);
  return (
    <>
      <p
        className={`my-unit-bills__summary${toPay.length > 0 ? ' my-unit-bills__summary--due' : ''}`}
      >
        {toPay.length > 0
          ? `お支払いが必要な請求が${toPay.length}件あります（合計 ${formatYen(total)}）。`
          : 'お支払いが必要な請求はありません。'}
      </p>
      <ul className="my-unit-cards">
        {[...toPay, ...recent].map((billing) => (
          <BillingCard key={billing.id} billing={billing} />
        ))}
      </ul>
      {older.length > 0 ? (
        <details className="my-unit-bills__older">
          <summary>それ以前の請求（{older.length}件）</summary>
          <ul className="my-unit-cards">
            {older.map((billing) => (
              <BillingCard key={billing.id} billing={billing} />
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
