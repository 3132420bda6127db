import { Link, useLoaderData, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { usePendingDebits, useUserBills } from '@/features/billing/api/get-user-bills';
import { useMember } from '@/features/members/api/get-member';
import { BillInvoice } from '../bill-invoice';
import { useBillingSettings } from '@/features/payment/api/get-billing-settings';
import type { MyUnitLoaderData } from '../../loaders/my-unit-loader';

function Invoice({ brandId, uid, billId }: { brandId: string; uid: string; billId: string }) {
  const brand = usePublishedBrand(brandId);
  const member = useMember(brandId, uid);
  const settings = useBillingSettings(brandId);
  // The customer's own bills only (the rules refuse any other): another id is not found.
  const bill = useUserBills(brandId, uid).find((b) => b.id === billId);
  const debit = usePendingDebits(brandId, uid).get(billId);
  if (!bill)
    return <p role="alert">この請求書は見つかりません。マイユニットのご請求からお選びください。</p>;
  return (
    <BillInvoice
      bill={bill}
      settings={settings}
      brandName={brand?.name ?? brandId}
      customer={member}
      debit={debit}
    />
  );
}

/** /{brandId}/myunit/bills/{billId}/invoice: the customer's 適格請求書 of one bill. */
export function Component() {
  const { brandId = '', billId = '' } = useParams();
  const { uid } = useLoaderData<MyUnitLoaderData>();
  return (
    <Page title={paths.brand.myunitInvoice.title}>
      <p className="invoice-actions">
        <Link to={`${paths.brand.myunit.href(brandId)}#billings`}>マイユニットのご請求へ戻る</Link>
      </p>
      {uid === null ? (
        <p role="alert">請求書を見るにはログインしてください。</p>
      ) : (
        <Invoice brandId={brandId} uid={uid} billId={billId} />
      )}
    </Page>
  );
}
