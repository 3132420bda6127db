import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminAssetQuery, useAdminAsset } from '@/features/assets/api/get-admin-asset';
import { AssetDetail } from '@/features/assets/components/staff/asset-detail';
import { requireFound } from '@/app/loaders/require-found';

/** /admin/brands/{brandId}/assets/{assetId}: the asset at a glance, its QR code, publishing. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    requireFound(
      await queryClient.ensureQueryData(
        adminAssetQuery(params['brandId'] ?? '', params['assetId'] ?? ''),
      ),
    );
    return null;
  };

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const asset = requireFound(useAdminAsset(brandId, params['assetId'] ?? ''));
  return (
    <Page title={`${asset.name} | ${paths.admin.brand.asset.title}`} heading={asset.name}>
      <AssetDetail brandId={brandId} asset={asset} />
    </Page>
  );
}
