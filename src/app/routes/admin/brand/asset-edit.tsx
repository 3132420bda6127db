import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminAsset } from '@/features/assets/api/get-admin-asset';
import { AssetEditor } from '@/features/assets/components/staff/asset-editor';
import { requireFound } from '@/app/loaders/require-found';

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
