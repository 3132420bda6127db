import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSignedInMember } from '@/features/auth/use-signed-in-member';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { assetSpacesQuery } from '@/features/spaces/api/get-asset-spaces';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { usePublishedAssets } from '@/features/assets/api/get-published-assets';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { useSendViewingRequest } from '@/features/requests/api/send-viewing-request';
import type { SpaceChoices } from '@/features/requests/components/space-select-field';
import { ViewingRequestForm } from '@/features/requests/components/viewing-request-form';
import { tomorrowInJapan } from '@/features/requests/tomorrow-in-japan';
import type { ViewingRequestReceipt } from '@/features/requests/viewing-request-receipt';
import { spaceStatusLabels } from '@/lib/model/space';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';

/** 「1A-01（1.5帖・月額¥8,800）」, with the state when the space is not free. */
function spaceOptionLabel(space: SpaceWithId): string {
  const state = space.status === 'available' ? '' : `・${spaceStatusLabels[space.status]}`;
  return `${space.label}（${formatJo(space.size.areaM2)}・月額${formatYen(space.monthlyFee)}${state}）`;
}

/**
 * /{brandId}/preview: 内見予約. The asset (and space) the visitor came from is chosen already
 * (`?asset=`, `?space=`); a signed-in member's profile fills in their details; then the thanks
 * page, which repeats what was asked for.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const asset = searchParams.get('asset') ?? '';
  const space = searchParams.get('space') ?? '';
  // A link to another asset or space while the page is open starts a fresh form.
  return <ViewingRequestScreen key={`${asset}/${space}`} asset={asset} space={space} />;
}

function ViewingRequestScreen({ asset, space }: { asset: string; space: string }) {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const assets = usePublishedAssets(brandId);
  const navigate = useNavigate();
  const sender = useSignedInMember(brandId);
  const { mutateAsync: sendViewingRequest } = useSendViewingRequest();
  // Where the visitor came from, read once: later choices live in the form, not the address.
  const [initial] = useState(() => {
    const known = assets.some((a) => a.assetNumber === asset);
    return { assetId: known ? asset : '', spaceId: known ? space : '' };
  });
  const [assetId, setAssetId] = useState(initial.assetId);
  const spacesQuery = useQuery({ ...assetSpacesQuery(brandId, assetId), enabled: assetId !== '' });
  const tomorrow = useMemo(() => tomorrowInJapan(), []);

  const assetOptions = useMemo(
    () => assets.map((a) => ({ value: a.assetNumber, label: `${a.name}（${a.city}）` })),
    [assets],
  );
  const spaces = spacesQuery.data;
  const spaceChoices = useMemo<SpaceChoices>(() => {
    if (assetId === '') return { assetId, status: 'idle', options: [] };
    if (spacesQuery.isError) return { assetId, status: 'failed', options: [] };
    if (!spaces) return { assetId, status: 'loading', options: [] };
    // Free spaces, and the one the visitor came from even if it was taken meanwhile.
    const offered = spaces.filter(
      (space) =>
        space.status === 'available' ||
        (assetId === initial.assetId && space.id === initial.spaceId),
    );
    return {
      assetId,
      status: 'ready',
      options: offered.map((space) => ({ value: space.id, label: spaceOptionLabel(space) })),
    };
  }, [assetId, spaces, spacesQuery.isError, initial]);

  if (!brand) return null;
  const { member } = sender;
  const prefill = member
    ? { name: member.name, kana: member.kana, email: member.email, phone: member.phone }
    : sender.email
      ? { email: sender.email }
      : null;

  return (
    <Page
      title={`${brand.name}の${paths.brand.viewingRequest.title}`}
      heading={paths.brand.viewingRequest.title}
      lead={`${brand.name}の物件を、スタッフがご案内します。ご希望の日時を第3希望までお選びください。日程が決まりましたら、担当者よりメールでご連絡します。`}
    >
      <ViewingRequestForm
        tomorrow={tomorrow}
        assets={assetOptions}
        initial={initial}
        spaces={spaceChoices}
        onAssetChange={setAssetId}
        prefill={prefill}
        privacyPolicyHref={paths.brand.privacyPolicy.href(brandId)}
        send={async (viewingRequest) => {
          await sendViewingRequest({ brandId, viewingRequest, uid: await sender.senderUid() });
        }}
        onSent={(viewingRequest) => {
          const receipt: ViewingRequestReceipt = {
            assetId: viewingRequest.assetId,
            assetName: assets.find((a) => a.assetNumber === viewingRequest.assetId)?.name ?? '',
            ...(viewingRequest.spaceId
              ? { spaceLabel: spaces?.find((s) => s.id === viewingRequest.spaceId)?.label }
              : {}),
            preferredSlots: viewingRequest.preferredSlots,
          };
          // replace: Back from the thanks page does not return to a form already sent.
          navigate(paths.brand.viewingRequestThanks.href(brandId), {
            replace: true,
            state: { viewingRequest: receipt },
          });
        }}
      />
    </Page>
  );
}
