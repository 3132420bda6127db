import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useUpdateViewingRequest } from '@/features/requests/api/update-viewing-request';
import {
  viewingRequestQuery,
  useViewingRequest,
} from '@/features/requests/api/get-viewing-request';
import { ViewingRequestDetail } from '@/features/requests/components/staff/viewing-request-detail';
import { adminSpacesQuery, useAdminSpaces } from '@/features/spaces/api/get-admin-spaces';
import { spaceStatusLabels } from '@/lib/model/space';

/**
 * /admin/brands/{brandId}/previews/{previewId} (admin-guarded): unknown id → 404 page. The
 * asset and its spaces (the spaces screen's read) name the place and the space's state now.
 */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const brandId = params['brandId'] ?? '';
    const request = requireFound(
      await queryClient.ensureQueryData(viewingRequestQuery(brandId, params['previewId'] ?? '')),
    );
    await queryClient.ensureQueryData(adminSpacesQuery(brandId, request.assetId));
    return null;
  };

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const previewId = params['previewId'] ?? '';
  const request = requireFound(useViewingRequest(brandId, previewId));
  const place = useAdminSpaces(brandId, request.assetId);
  const updateViewingRequest = useUpdateViewingRequest();
  const space = place?.spaces.find((s) => s.id === request.spaceId) ?? null;
  return (
    <Page
      title={`${request.name}さんの内見予約 | ${paths.admin.brand.preview.title}`}
      heading={`${request.name}さんの内見予約`}
    >
      <p>
        <Link to={paths.admin.brand.previews.href(brandId)}>
          <span aria-hidden="true">← </span>内見予約一覧に戻る
        </Link>
      </p>
      <ViewingRequestDetail
        brandId={brandId}
        viewingRequest={request}
        assetName={place?.asset.name ?? null}
        space={space ? { label: space.label, statusLabel: spaceStatusLabels[space.status] } : null}
        // The viewing-requests feature's one write for staff, bound to the status as read.
        onUpdate={(change) =>
          updateViewingRequest.mutateAsync({
            brandId,
            viewingRequestId: previewId,
            current: request.status,
            ...change,
          })
        }
      />
    </Page>
  );
}
