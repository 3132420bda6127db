import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { applicationDraftStorage } from '@/features/applications/application-draft-storage';
import { useCancelApplication } from '@/features/applications/api/cancel-application';
import { CancelApplicationPanel } from '@/features/applications/components/cancel-application-panel';
import { SpaceSummary } from '@/features/applications/components/space-summary';
import { useAssetSpaces, type SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { AuthPending } from '@/features/auth/components/auth-pending';
import { useSignedInUid } from '@/features/auth/use-signed-in-uid';
import { userApplicationsQuery } from '@/features/applications/api/get-user-applications';
import '@/features/applications/components/application.css';

type CancelFlowProps = {
  brandId: string;
  assetId: string;
  uid: string;
  assetName: string;
  space: SpaceWithId;
};

/** The user's submitted application for this space, and cancelling it. */
function CancelFlow({ brandId, assetId, uid, assetName, space }: CancelFlowProps) {
  const cancelApplication = useCancelApplication();
  const applications = useQuery(userApplicationsQuery(brandId, uid));
  const [cancelled, setCancelled] = useState(false);
  const myUnit = paths.brand.myunit.href(brandId);
  const assetHref = paths.brand.asset.href(brandId, assetId);

  if (cancelled) {
    return (
      <div className="application-section" role="status">
        <p>
          お申し込みを取り消しました。区画 {space.label}
          {space.status === 'available' ? 'は空きに戻り、' : 'は'}
          ほかの方もお申し込みいただけるようになりました。
        </p>
        <ul className="application-links">
          <li>
            <Link className="button button--secondary" to={`${assetHref}#spaces`}>
              物件ページへ
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={myUnit}>
              マイユニットへ
            </Link>
          </li>
        </ul>
      </div>
    );
  }
  if (applications.isPending) {
    return (
      <p className="application-loading" role="status">
        お申し込みを確認しています…
      </p>
    );
  }
  if (applications.isError) {
    return (
      <div className="application-closed" role="alert">
        <p>お申し込みを読み込めませんでした。通信状況をご確認のうえ、もう一度お試しください。</p>
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void applications.refetch()}
          >
            もう一度読み込む
          </button>
        </p>
      </div>
    );
  }
  const application = applications.data.find(
    (candidate) =>
      candidate.assetId === assetId &&
      candidate.spaceId === space.id &&
      candidate.status === 'submitted',
  );
  if (!application) {
    return (
      <div className="application-closed" role="status">
        <p>
          この区画について、取り消せるお申し込み（審査中のもの）はありません。お申し込みの状況はマイユニットでご確認ください。
        </p>
        <p className="application-closed__links">
          <Link to={myUnit}>マイユニットを見る</Link>
        </p>
      </div>
    );
  }

  const cancel = async () => {
    // The hook reads the space, the asset's counts and the user's applications again.
    await cancelApplication.mutateAsync({
      brandId,
      assetId,
      spaceId: space.id,
      space,
      applicationId: application.id,
      uid,
      historyLength: Object.keys(application.history).length,
    });
    applicationDraftStorage.clearApplied({ brandId, assetId, spaceId: space.id });
    setCancelled(true);
  };

  return (
    <CancelApplicationPanel
      application={application}
      place={`${assetName}・区画 ${space.label}`}
      onCancel={cancel}
    />
  );
}

/** /{brandId}/{assetId}/{spaceId}/application/cancel: take back a submitted application. */
export function Component() {
  const { brandId = '', assetId = '', spaceId = '' } = useParams();
  const location = useLocation();
  const asset = usePublishedAsset(brandId, assetId);
  const space = useAssetSpaces(brandId, assetId).find((candidate) => candidate.id === spaceId);
  const auth = useSignedInUid();
  if (!asset || !space) return null;

  const login = paths.brand.login.href(brandId, { redirect: location.pathname });
  let body;
  if (!auth.ready) {
    body = <AuthPending className="application-loading" />;
  } else if (auth.uid === null) {
    body = (
      <div className="application-closed">
        <p>お申し込みを取り消すには、お申し込みに使ったアカウントでログインしてください。</p>
        <p>
          <Link className="button button--primary" to={login}>
            ログインする
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <CancelFlow
        key={auth.uid}
        brandId={brandId}
        assetId={assetId}
        uid={auth.uid}
        assetName={asset.name}
        space={space}
      />
    );
  }

  return (
    <Page title={paths.brand.applicationCancel.title}>
      <SpaceSummary
        assetName={asset.name}
        assetHref={paths.brand.asset.href(brandId, assetId)}
        space={space}
        showStatus
      />
      {body}
    </Page>
  );
}
