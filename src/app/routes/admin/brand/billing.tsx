import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { adminAssetsQuery, useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { billedApplicationsQuery } from '@/features/billing/api/get-billed-applications';
import { viewBillsQuery } from '@/features/billing/api/get-view-bills';
import { parseBillingView } from '@/features/billing/billing-view';
import { BillingManager } from '@/features/billing/components/staff/billing-manager';
import { todayInJapan } from '@/utils/today-in-japan';

/**
 * /admin/brands/{brandId}/billing (admin-guarded): the month's bills (`?month=`, `?status=`);
 * a brand that does not exist is the 404 page. The brand's assets name each bill's place.
 */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const view = parseBillingView(new URL(request.url).searchParams, todayInJapan());
    const [assets] = await Promise.all([
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(viewBillsQuery(brandId, view)),
      queryClient.ensureQueryData(billedApplicationsQuery(brandId)),
    ]);
    requireFound(assets);
    return null;
  };

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
