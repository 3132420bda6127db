import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { ViewingRequestsInbox } from '@/features/requests/components/staff/viewing-requests-inbox';
import { useBrandAssetNames } from './parts/brand-asset-names';

export function Component() {
  const { brandId, brandName, assetNames } = useBrandAssetNames();
  return (
    <Page
      title={paths.admin.brand.viewingRequests.title}
      lead={`${brandName}に届いた内見予約です。お名前を選ぶと希望日時を確認し、対応状況とメモを記録できます。`}
    >
      <ViewingRequestsInbox brandId={brandId} assetNames={assetNames} />
    </Page>
  );
}
