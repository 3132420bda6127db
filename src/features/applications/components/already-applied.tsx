import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { useApplication } from '../api/get-application';
import { applicationDraftStorage, type DraftTarget } from '../application-draft-storage';
import { referenceOf } from '@/lib/model/application-reference';
import { ReferenceNumber } from './reference-number';

export type AlreadyAppliedProps = { target: DraftTarget; space: SpaceWithId };

/**
 * The signed-in person already holds this space: say so with the reference number. An earlier
 * attempt whose answer was lost ends here after a reload; its draft is done with.
 */
export function AlreadyApplied({ target, space }: AlreadyAppliedProps) {
  const { brandId, assetId, spaceId } = target;
  const { applicationId } = space;
  // The person's own application (they hold the space): its 受付番号.
  const application = useApplication(target.brandId, applicationId).data;
  const reference = application ? referenceOf(application) : null;
  useEffect(() => {
    if (
      applicationId &&
      reference &&
      applicationDraftStorage.read(target).applicationId === applicationId
    )
      applicationDraftStorage.markApplied(target, reference);
  }, [target, applicationId, reference]);
  return (
    <div className="application-closed" role="status">
      <p>
        この区画はお申し込み済みです
        {reference ? (
          <>
            （受付番号 <ReferenceNumber reference={reference} />）
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
