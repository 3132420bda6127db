import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import { useResultMessage } from '@/components/admin/use-result-message';
import { SpacePickerMap } from '@/components/floor-plan/space-picker-map';
import { paths } from '@/config/paths';
import { applicationStatusLabels } from '@/lib/model/application';
import { spaceStatusLabels } from '@/lib/model/space';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';
import { useApplication } from '@/features/applications/api/get-application';
import { applicationStatusTones } from '@/features/applications/application-status-tones';
import { ApplicationMoveButtons } from '@/features/applications/components/staff/application-move-buttons';
import { ApplicationStaffDialogs } from './application-staff-dialogs';
import { useStaffMove } from '@/features/applications/components/staff/use-staff-move';
import './staff-unit-map.css';
import type { FinalBillOf } from '@/lib/model/final-bill';

export type StaffUnitMapProps = {
  brandId: string;
  assetName: string;
  /** The asset's floor plan (8 × 5); null until staff upload one. */
  layoutImagePath: string | null;
  spaces: readonly SpaceWithId[];
  /** What ending a contract costs (the screen composes finalBillOf): the 解約 dialogs show it. */
  finalBillOf?: FinalBillOf;
};

const spaceTones = {
  available: 'success',
  reserved: 'warning',
  occupied: 'info',
  unavailable: 'neutral',
  held: 'warning',
} as const;

function ChosenSpace({
  brandId,
  space,
  onOpenDetail,
  onMove,
}: {
  brandId: string;
  space: SpaceWithId;
  onOpenDetail: (applicationId: string) => void;
  onMove: ReturnType<typeof useStaffMove>['start'];
}) {
  const application = useApplication(brandId, space.applicationId);
  return (
    <div className="staff-map__chosen" role="region" aria-label={`区画 ${space.label}`}>
      <h3 className="staff-map__chosen-title">区画 {space.label}</h3>
      <dl className="staff-map__facts">
        <div>
          <dt>状態</dt>
          <dd>
            <StatusBadge tone={spaceTones[space.status]}>
              {spaceStatusLabels[space.status]}
            </StatusBadge>
          </dd>
        </div>
        <div>
          <dt>申込者・契約者</dt>
          <dd>
            {space.reservedBy ? (
              <Link to={paths.admin.brand.member.href(brandId, space.reservedBy)}>
                {application.data?.name ?? space.reservedBy}
                <span className="visually-hidden">（会員のページ）</span>
              </Link>
            ) : (
              'なし'
            )}
          </dd>
        </div>
        <div>
          <dt>申込</dt>
          <dd>
            {space.applicationId === null ? (
              'なし'
            ) : application.isPending ? (
              '読み込んでいます…'
            ) : application.isError ? (
              '申込を読み込めませんでした'
            ) : application.data === null ? (
              `見つかりません（${space.applicationId}）`
            ) : (
              <span className="staff-map__application">
                <StatusBadge tone={applicationStatusTones[application.data.status]}>
                  {applicationStatusLabels[application.data.status]}
                </StatusBadge>
                {application.data.status === 'contracted' && application.data.terminationRequest ? (
                  <StatusBadge tone="danger">解約のお申し出</StatusBadge>
                ) : null}
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  onClick={() => onOpenDetail(application.data!.id)}
                >
                  申込の詳細
                </button>
              </span>
            )}
          </dd>
        </div>
      </dl>
      {application.data ? (
        <ApplicationMoveButtons
          application={application.data}
          context={`区画 ${space.label}`}
          onMove={onMove}
        />
      ) : null}
    </div>
  );
}

/**
 * The staff unit map: the floor plan with every placed space coloured, patterned and marked by
 * state (with a legend). Choosing a space shows its state, holder (linked to the member's
 * page), application (its detail) and the moves staff may make, confirmed as in the overview.
 */
export function StaffUnitMap({
  brandId,
  assetName,
  layoutImagePath,
  spaces,
  finalBillOf,
}: StaffUnitMapProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const result = useResultMessage();
  const move = useStaffMove(brandId, result.showSuccess);
  const assetNameOf = useCallback(() => assetName, [assetName]);
  const placed = spaces.filter((space) => space.layout !== null);
  const chosen = spaces.find((space) => space.id === chosenId) ?? null;

  let map: ReactNode;
  if (layoutImagePath === null) {
    map = (
      <p>区画図の画像がまだありません。「区画図」の画面で画像を登録し、区画を配置してください。</p>
    );
  } else if (placed.length === 0) {
    map = <p>区画図に配置された区画がありません。「区画図」の画面で区画を配置してください。</p>;
  } else {
    map = (
      <SpacePickerMap
        layoutImagePath={layoutImagePath}
        spaces={spaces}
        selectedId={chosenId}
        onSelect={setChosenId}
        nameOf={(space) => `区画 ${space.label}、${spaceStatusLabels[space.status]}`}
        groupLabel="区画図（矢印キーで区画を移動、Enterで選択）"
        countInLegend
      />
    );
  }

  return (
    <AdminSection
      title="区画図（状態）"
      description="区画を選ぶと、状態・申込者・申込と、できる操作が表示されます。"
      className="staff-map-section"
    >
      <div className="staff-map__layout">
        {map}
        {chosen ? (
          <ChosenSpace
            brandId={brandId}
            space={chosen}
            onOpenDetail={setDetailId}
            onMove={move.start}
          />
        ) : placed.length > 0 ? (
          <p className="admin-hint staff-map__chosen-hint">区画を選んでください。</p>
        ) : null}
      </div>
      <ApplicationStaffDialogs
        brandId={brandId}
        detailId={detailId}
        onCloseDetail={() => setDetailId(null)}
        assetNameOf={assetNameOf}
        move={move}
        result={result}
        finalBillOf={finalBillOf}
      />
    </AdminSection>
  );
}
