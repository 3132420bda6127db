import { useId } from 'react';
import { Link } from 'react-router';
import { AdminToolbar, ToolbarSelect } from '@/components/admin/admin-toolbar';
import { billStateLabels, type BillState } from '#shared/model/bill.js';
import { formatYearMonth } from '@/utils/format-year-month';
import { addMonths, periodOf } from '#shared/billing/billing-period.js';
import { billingViewSearch, type BillingView } from '../../billing-view';

export type BillingViewControlsProps = {
  view: BillingView;
  /** Today in Japan, `YYYY-MM-DD`. */
  today: string;
  onChange: (view: BillingView) => void;
};

const allMonths = 'all';
const anyStatus = 'any';
/** Every month's bills are listed one state at a time; this one first (money still owed). */
const allMonthsStatus: BillState = 'unpaid';
/** The states offered, 支払期限超過 among them (derived, the dashboard links to it). */
const states: readonly BillState[] = ['unpaid', 'overdue', 'paid', 'cancelled'];

/** The months offered: two ahead (bills made early) and two years back, newest first. */
function monthOptions(today: string, shown: string | null): string[] {
  const current = periodOf(today);
  const months = Array.from({ length: 26 }, (_, i) => addMonths(current, 2 - i));
  if (shown !== null && !months.includes(shown)) months.push(shown);
  return months.sort().reverse();
}

/**
 * 対象月 and 状態 of the billing screen, kept in the address (`?month=`, `?status=`), with links
 * to the month before and after. 「すべての月」 lists one state across every month (so it
 * starts at 未払い: every bill ever made would be too many to list at once).
 */
export function BillingViewControls({ view, today, onChange }: BillingViewControlsProps) {
  const id = useId();
  const period = view.kind === 'month' ? view.period : null;
  return (
    <div className="billing-controls">
      <AdminToolbar label="表示する請求の絞り込み">
        <ToolbarSelect
          id={`${id}-month`}
          label="対象月"
          value={period ?? allMonths}
          onChange={(value) =>
            onChange(
              value === allMonths
                ? { kind: 'status', status: view.status ?? allMonthsStatus }
                : { kind: 'month', period: value, status: view.status },
            )
          }
        >
          {monthOptions(today, period).map((month) => (
            <option key={month} value={month}>
              {formatYearMonth(month)}
              {month === periodOf(today) ? '（今月）' : ''}
            </option>
          ))}
          <option value={allMonths}>すべての月</option>
        </ToolbarSelect>
        <ToolbarSelect
          id={`${id}-status`}
          label="状態"
          value={view.status ?? anyStatus}
          onChange={(value) => {
            const status = value === anyStatus ? null : (value as BillState);
            if (view.kind === 'month') onChange({ ...view, status });
            else if (status !== null) onChange({ kind: 'status', status });
          }}
        >
          {view.kind === 'month' ? <option value={anyStatus}>すべて</option> : null}
          {states.map((status) => (
            <option key={status} value={status}>
              {billStateLabels[status]}
            </option>
          ))}
        </ToolbarSelect>
      </AdminToolbar>
      {view.kind === 'month' ? (
        <nav className="billing-controls__months" aria-label="月の移動">
          <Link
            className="admin-button admin-button--small"
            to={billingViewSearch({ ...view, period: addMonths(view.period, -1) })}
            preventScrollReset
          >
            <span aria-hidden="true">← </span>
            前の月（{formatYearMonth(addMonths(view.period, -1))}）
          </Link>
          <Link
            className="admin-button admin-button--small"
            to={billingViewSearch({ ...view, period: addMonths(view.period, 1) })}
            preventScrollReset
          >
            次の月（{formatYearMonth(addMonths(view.period, 1))}）<span aria-hidden="true"> →</span>
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
