import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { InvoiceView } from '@/features/billing/invoice/invoice-view';
import { useMember } from '@/features/members/api/get-member-for-staff';
import { useMemberBillings } from '@/features/members/api/get-member-billings';
import { useBillingSettings } from '@/features/payment/api/get-billing-settings';
import { HowToPay } from '@/features/payment/components/how-to-pay';
import { billStateLabels, billStateOn } from '@/lib/model/bill';
import { todayInJapan } from '@/utils/today-in-japan';

/** /admin/brands/{brandId}/users/{memberId}/bills/{billId}/invoice: the bill's 適格請求書. */
export function Component() {
  const { brandId = '', memberId = '', billId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  const member = useMember(brandId, memberId);
  const settings = useBillingSettings(brandId);
  const bill = useMemberBillings(brandId, memberId).find((b) => b.id === billId);
  if (!bill) return null;
  const toPay = bill.status === 'unpaid';
  return (
    <Page title={paths.admin.brand.memberInvoice.title}>
      <p className="invoice-actions">
        <Link to={paths.admin.brand.member.href(brandId, memberId)}>
          {member?.name ?? 'ユーザー'}さんのページへ戻る
        </Link>
      </p>
      <InvoiceView
        bill={bill}
        statusLabel={billStateLabels[billStateOn(bill, todayInJapan())]}
        settings={settings}
        brandName={brand?.name ?? brandId}
        customer={member}
        howToPay={
          toPay ? (
            <HowToPay
              settings={settings}
              customer={member}
              amount={bill.amount}
              dueDate={bill.dueDate}
            />
          ) : null
        }
      />
    </Page>
  );
}
