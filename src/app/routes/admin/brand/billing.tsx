import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { BillingManager } from '@/features/billing/components/staff/billing-manager';
import { todayInJapan } from '@/utils/today-in-japan';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const data = requireFound(useAdminAssets(brandId));
  const assetNames = useMemo(
    () =>
      new Map(data.assets.flatMap((entry) => (entry.asset ? [[entry.id, entry.asset.name]] : []))),
    [data],
  );
  return (
    <Page
      title={paths.admin.brand.billing.title}
      lead={`${data.brandName}の請求を月ごとに確認し、請求の作成、入金の記録、CSVファイルへの書き出しを行います。`}
    >
      <BillingManager brandId={brandId} assetNames={assetNames} today={todayInJapan()} />
    </Page>
  );
}
