import { useParams } from 'react-router';
import { BackLink } from '@/components/admin/back-link';
import { Page } from '@/components/page/page';
import { DeliveryLog } from '@/features/mail/components/staff/delivery-log';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useUpdateViewingRequest } from '@/features/requests/api/update-viewing-request';
import { useViewingRequest } from '@/features/requests/api/get-viewing-request';
import { ViewingRequestDetail } from '@/features/requests/components/staff/viewing-request-detail';
import { useAdminSpaces } from '@/features/spaces/api/get-admin-spaces';
import { spaceStatusLabels } from '@/lib/model/space';

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const viewingRequestId = params['viewingRequestId'] ?? '';
  const request = requireFound(useViewingRequest(brandId, viewingRequestId));
  const place = useAdminSpaces(brandId, request.assetId);
  const updateViewingRequest = useUpdateViewingRequest();
  const space = place?.spaces.find((s) => s.id === request.spaceId) ?? null;
  return (
    <Page
      title={`${request.name}さんの内見予約 | ${paths.admin.brand.viewingRequest.title}`}
      heading={`${request.name}さんの内見予約`}
    >
      <BackLink to={paths.admin.brand.viewingRequests.href(brandId)}>内見予約一覧に戻る</BackLink>
      <ViewingRequestDetail
        brandId={brandId}
        viewingRequest={request}
        assetName={place?.asset.name ?? null}
        space={space ? { label: space.label, statusLabel: spaceStatusLabels[space.status] } : null}
        // The viewing-requests feature's one write for staff, bound to the status as read.
        onUpdate={(change) =>
          updateViewingRequest.mutateAsync({
            brandId,
            viewingRequestId,
            current: request.status,
            ...change,
          })
        }
      />
      <DeliveryLog about={{ brandId, type: 'viewingRequest', id: viewingRequestId }} />
    </Page>
  );
}
