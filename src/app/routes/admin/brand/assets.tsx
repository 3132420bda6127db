import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { AssetsManager } from '@/features/assets/components/staff/assets-manager';
import { requireFound } from '@/app/loaders/require-found';

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const data = requireFound(useAdminAssets(brandId));
  return (
    <Page
      title={paths.admin.brand.assets.title}
      lead={`${data.brandName}の物件を一覧で確認し、追加します。物件名を選ぶと詳細を開きます。`}
    >
      <AssetsManager brandId={brandId} entries={data.assets} />
    </Page>
  );
}
