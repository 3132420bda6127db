import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { useMember } from '@/features/members/api/get-member-for-staff';
import { useMemberBills } from '@/features/members/api/get-member-bills';
import { BillInvoice } from '../../bill-invoice';
import { useBillingSettings } from '@/features/payment/api/get-billing-settings';

/** /admin/brands/{brandId}/users/{memberId}/bills/{billId}/invoice: the bill's 適格請求書. */
export function Component() {
  const { brandId = '', memberId = '', billId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  const member = useMember(brandId, memberId);
  const settings = useBillingSettings(brandId);
  const bill = useMemberBills(brandId, memberId).find((b) => b.id === billId);
  return (
    <Page title={paths.admin.brand.memberInvoice.title}>
      <p className="invoice-actions">
        <Link to={paths.admin.brand.member.href(brandId, memberId)}>
          {member?.name ?? 'ユーザー'}さんのページへ戻る
        </Link>
      </p>
      {bill ? (
        <BillInvoice
          bill={bill}
          settings={settings}
          brandName={brand?.name ?? brandId}
          customer={member}
        />
      ) : (
        // Another member's bill, or an id that does not exist: said, not a blank page.
        <p role="alert">この請求書は見つかりません。ユーザーのページの請求からお選びください。</p>
      )}
    </Page>
  );
}
