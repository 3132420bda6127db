import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { StatementImportPanel } from '@/features/billing/statement-import/statement-import-panel';

/** firebase/auth loads with the first write, not with the screen (the guard has it already). */
const staffUid = async () =>
  (await import('@/features/applications/api/get-staff-uid')).getStaffUid();

/** /admin/brands/{brandId}/billing/import: 入金消込 from the bank's 入出金明細 CSV. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = useAdminBrand(brandId);
  return (
    <Page
      title={paths.admin.brand.statementImport.title}
      lead={`${brand?.name ?? brandId}の口座の入出金明細を読み込み、振込を未払いの請求に消し込みます。`}
    >
      <p>
        <Link to={paths.admin.brand.billing.href(brandId)}>請求の一覧へ</Link>
      </p>
      <StatementImportPanel brandId={brandId} staffUid={staffUid} />
    </Page>
  );
}
