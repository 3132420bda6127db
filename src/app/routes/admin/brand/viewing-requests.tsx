import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { ViewingRequestsInbox } from '@/features/requests/components/staff/viewing-requests-inbox';

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
      title={paths.admin.brand.viewingRequests.title}
      lead={`${data.brandName}に届いた内見予約です。お名前を選ぶと希望日時を確認し、対応状況とメモを記録できます。`}
    >
      <ViewingRequestsInbox brandId={brandId} assetNames={assetNames} />
    </Page>
  );
}
