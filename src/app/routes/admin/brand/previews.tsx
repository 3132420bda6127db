import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { adminAssetsQuery, useAdminAssets } from '@/features/assets/api/get-admin-assets';
import { viewingRequestsQuery } from '@/features/requests/api/get-viewing-requests';
import { ViewingRequestsInbox } from '@/features/requests/components/staff/viewing-requests-inbox';
import { parseRequestFilter } from '@/features/requests/request-filters';

/**
 * /admin/brands/{brandId}/previews (admin-guarded, `?status=`): unknown brand → 404 page. The
 * brand's assets name each request's place.
 */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const filter = parseRequestFilter(new URL(request.url).searchParams.get('status'));
    const [assets] = await Promise.all([
      queryClient.ensureQueryData(adminAssetsQuery(brandId)),
      queryClient.ensureQueryData(viewingRequestsQuery(brandId, filter)),
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
      title={paths.admin.brand.previews.title}
      lead={`${data.brandName}に届いた内見予約です。お名前を選ぶと希望日時を確認し、対応状況とメモを記録できます。`}
    >
      <ViewingRequestsInbox brandId={brandId} assetNames={assetNames} />
    </Page>
  );
}
