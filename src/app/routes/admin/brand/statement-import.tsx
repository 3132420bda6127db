import { paths } from '@/config/paths';
import { StatementImportPanel } from '@/features/billing/statement-import/statement-import-panel';
import { BillingToolPage } from './parts/billing-tool-page';

/** /admin/brands/{brandId}/billing/import: 入金消込 from the bank's 入出金明細 CSV. */
export function Component() {
  return (
    <BillingToolPage
      title={paths.admin.brand.statementImport.title}
      lead={(brand) => `${brand}の口座の入出金明細を読み込み、振込を未払いの請求に消し込みます。`}
      tool={StatementImportPanel}
    />
  );
}
