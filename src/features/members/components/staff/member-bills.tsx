import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { billBalance, billStateLabels, billStateOn, lastPaymentDate } from '#shared/model/bill.js';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { todayInJapan } from '@/utils/today-in-japan';
import type { MemberBill } from '../../admin-member';
import { billTones } from '../../status-tones';
import { MemberTableSection } from './member-table-section';

export type MemberBillsProps = {
  brandId: string;
  bills: readonly MemberBill[];
  /** today in Japan (tests pass it): 支払期限超過 and 一部入金 are derived on it */
  today?: string;
  /** the bill's history (the screen passes the billing feature's BillHistory) */
  history?: (bill: MemberBill) => ReactNode;
};

const columns = 8;

/**
 * The member's bills, latest month first, with the billing screen's state words (支払期限超過,
 * 一部入金), what was paid and what is still due; each month links to the billing screen, and
 * each bill's changes fold out under it (「履歴」).
 */
export function MemberBills({ brandId, bills, today = todayInJapan(), history }: MemberBillsProps) {
  return (
    <MemberTableSection
      title="請求"
      empty={bills.length === 0}
      head={
        <>
          <th scope="col">請求月</th>
          <th scope="col">摘要</th>
          <th scope="col" className="admin-table__number">
            金額
          </th>
          <th scope="col" className="admin-table__number">
            入金済み
          </th>
          <th scope="col" className="admin-table__number">
            残高
          </th>
          <th scope="col">支払期限</th>
          <th scope="col">状態</th>
          <th scope="col">入金日</th>
        </>
      }
    >
      {bills.map((bill) => {
        const state = billStateOn(bill, today);
        const paidOn = lastPaymentDate(bill);
        return (
          <Fragment key={bill.id}>
            <tr>
              <th scope="row">
                <Link to={paths.admin.brand.billing.href(brandId, { month: bill.period })}>
                  {formatYearMonth(bill.period)}
                </Link>
              </th>
              <td className="member-table__wrap">
                {bill.description}{' '}
                <Link to={paths.admin.brand.memberInvoice.href(brandId, bill.uid, bill.id)}>
                  請求書
                </Link>
              </td>
              <td className="admin-table__number">{formatYen(bill.amount)}</td>
              <td className="admin-table__number">{formatYen(bill.paidAmount)}</td>
              <td className="admin-table__number">
                {bill.status === 'cancelled' ? '—' : formatYen(billBalance(bill))}
                {bill.writeOff ? (
                  <span className="member-table__sub">
                    差額処理 {formatYen(bill.writeOff.amount)}
                  </span>
                ) : null}
              </td>
              <td>{formatDate(bill.dueDate)}</td>
              <td>
                <StatusBadge tone={billTones[state]}>{billStateLabels[state]}</StatusBadge>
              </td>
              <td>{paidOn ? formatDate(paidOn) : '—'}</td>
            </tr>
            {history ? (
              <tr className="member-table__detail">
                <td colSpan={columns}>
                  <details>
                    <summary>履歴（{formatYearMonth(bill.period)}分）</summary>
                    {history(bill)}
                  </details>
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </MemberTableSection>
  );
}
