import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { adminAssetQuery, useAdminAsset } from '@/features/assets/api/get-admin-asset';
import { AssetEditor } from '@/features/assets/components/staff/asset-editor';
import { requireFound } from '@/app/loaders/require-found';

/** /admin/brands/{brandId}/assets/{assetId}/edit: every field of the asset, and its photos. */
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
    <Page
      title={`${asset.name} | ${paths.admin.brand.assetEdit.title}`}
      heading={`${paths.admin.brand.assetEdit.title}：${asset.name}`}
      lead="所在地・最寄り駅・設備などの情報と、写真を編集します。"
    >
      <AssetEditor brandId={brandId} asset={asset} />
    </Page>
  );
}
