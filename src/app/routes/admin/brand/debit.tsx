import { paths } from '@/config/paths';
import { DebitManager } from '@/features/debit/components/staff/debit-manager';
import { BillingToolPage } from './parts/billing-tool-page';

/** /admin/brands/{brandId}/billing/debit: 口座振替 — the 依頼データ and the 振替結果. */
export function Component() {
  return (
    <BillingToolPage
      title={paths.admin.brand.debit.title}
      lead={(brand) =>
        `${brand}の口座振替です。引落日ごとに依頼データ（全銀協フォーマット）を作成し、銀行からの振替結果を取り込みます。`
      }
      tool={DebitManager}
    />
  );
}
