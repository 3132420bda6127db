import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminAsset } from '@/features/assets/api/get-admin-asset';
import { AssetDetail } from '@/features/assets/components/staff/asset-detail';
import { requireFound } from '@/app/loaders/require-found';
import { WaitlistQueue } from '@/features/waitlist/components/staff/waitlist-queue';

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const asset = requireFound(useAdminAsset(brandId, params['assetId'] ?? ''));
  return (
    <Page title={`${asset.name} | ${paths.admin.brand.asset.title}`} heading={asset.name}>
      <AssetDetail brandId={brandId} asset={asset} />
      <WaitlistQueue brandId={brandId} asset={asset} />
    </Page>
  );
}
