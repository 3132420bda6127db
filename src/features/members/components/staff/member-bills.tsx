import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { billStateLabels } from '@/lib/model/bill';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import type { MemberBill } from '../../admin-member';
import { billTones } from '../../status-tones';
import { MemberTableSection } from './member-table-section';

export type MemberBillsProps = { brandId: string; bills: readonly MemberBill[] };

/** The member's bills, latest month first; each month links to the billing screen. */
export function MemberBills({ brandId, bills }: MemberBillsProps) {
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
          <th scope="col">支払期限</th>
          <th scope="col">状態</th>
          <th scope="col">入金日</th>
        </>
      }
    >
      {bills.map((bill) => (
        <tr key={bill.id}>
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
          <td>{formatDate(bill.dueDate)}</td>
          <td>
            <StatusBadge tone={billTones[bill.status]}>{billStateLabels[bill.status]}</StatusBadge>
          </td>
          <td>{bill.payment ? formatDate(bill.payment.date) : '—'}</td>
        </tr>
      ))}
    </MemberTableSection>
  );
}
