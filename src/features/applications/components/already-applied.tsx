import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { applicationDraftStorage, type DraftTarget } from '../application-draft-storage';
import { ReferenceNumber } from './reference-number';

export type AlreadyAppliedProps = { target: DraftTarget; space: SpaceWithId };

/**
 * The signed-in person already holds this space: say so with the reference number. An earlier
 * attempt whose answer was lost ends here after a reload; its draft is done with.
 */
export function AlreadyApplied({ target, space }: AlreadyAppliedProps) {
  const { brandId, assetId, spaceId } = target;
  const { applicationId } = space;
  useEffect(() => {
    if (applicationId && applicationDraftStorage.read(target).applicationId === applicationId)
      applicationDraftStorage.markApplied(target, applicationId);
  }, [target, applicationId]);
  return (
    <div className="application-closed" role="status">
      <p>
        この区画はお申し込み済みです
        {applicationId ? (
          <>
            （受付番号 <ReferenceNumber applicationId={applicationId} />）
          </>
        ) : null}
        。審査の状況はマイユニットでご確認いただけます。
      </p>
      <p className="application-closed__links">
        <Link to={paths.brand.myunit.href(brandId)}>マイユニットを見る</Link>
        {space.status === 'reserved' ? (
          <Link to={paths.brand.applicationCancel.href(brandId, assetId, spaceId)}>
            お申し込みを取り消す
          </Link>
        ) : null}
      </p>
    </div>
  );
}
