import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { DebitManager } from '@/features/debit/components/staff/debit-manager';

/** firebase/auth loads with the first write, not with the screen (the guard has it already). */
const staffUid = async () =>
  (await import('@/features/applications/api/get-staff-uid')).getStaffUid();

/** /admin/brands/{brandId}/billing/debit: 口座振替 — the 依頼データ and the 振替結果. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  return (
    <Page
      title={paths.admin.brand.debit.title}
      lead={`${brand?.name ?? brandId}の口座振替です。引落日ごとに依頼データ（全銀協フォーマット）を作成し、銀行からの振替結果を取り込みます。`}
    >
      <p>
        <Link to={paths.admin.brand.billing.href(brandId)}>請求の一覧へ</Link>
      </p>
      <DebitManager brandId={brandId} staffUid={staffUid} />
    </Page>
  );
}
