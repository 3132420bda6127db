import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { billingStatusLabels } from '@/lib/model/billing';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import type { MemberBill } from '../../admin-member';
import { billTones } from '../../status-tones';

export type MemberBillsProps = { brandId: string; bills: readonly MemberBill[] };

/** The member's bills, latest month first; each month links to the billing screen. */
export function MemberBills({ brandId, bills }: MemberBillsProps) {
  return (
    <AdminSection title="請求">
      {bills.length === 0 ? (
        <p>請求はありません。</p>
      ) : (
        <div className="member-table-scroll" role="region" aria-label="請求の一覧" tabIndex={0}>
          <table className="member-table">
            <thead>
              <tr>
                <th scope="col">請求月</th>
                <th scope="col">摘要</th>
                <th scope="col" className="member-table__number">
                  金額
                </th>
                <th scope="col">支払期限</th>
                <th scope="col">状態</th>
                <th scope="col">入金日</th>
              </tr>
            </thead>
            <tbody>
              {bills.map((bill) => (
                <tr key={bill.id}>
                  <th scope="row">
                    <Link to={paths.admin.brand.billing.href(brandId, { month: bill.period })}>
                      {formatYearMonth(bill.period)}
                    </Link>
                  </th>
                  <td className="member-table__wrap">{bill.description}</td>
                  <td className="member-table__number">{formatYen(bill.amount)}</td>
                  <td>{formatDate(bill.dueDate)}</td>
                  <td>
                    <StatusBadge tone={billTones[bill.status]}>
                      {billingStatusLabels[bill.status]}
                    </StatusBadge>
                  </td>
                  <td>{bill.paidAt ? formatDate(bill.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
