import { useCallback, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { ResultMessage } from '@/components/admin/result-message';
import { StatusBadge } from '@/components/ui/status-badge';
import { useResultMessage } from '@/components/admin/use-result-message';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import { applicationStatusLabels } from '@/lib/model/application';
import { spaceStatuses, spaceStatusLabels, type Space, type SpaceStatus } from '@/lib/model/space';
import { useApplication } from '@/features/applications/api/get-application';
import type { ApplicationMover } from '@/features/applications/application-mover';
import { applicationStatusTones } from '@/features/applications/application-status-tones';
import { ApplicationDetailDialog } from '@/features/applications/components/staff/application-detail-dialog';
import { ApplicationMoveButtons } from '@/features/applications/components/staff/application-move-buttons';
import { StaffMoveDialog } from '@/features/applications/components/staff/staff-move-dialog';
import { useStaffMove } from '@/features/applications/components/staff/use-staff-move';
import './staff-unit-map.css';

export type StaffMapSpace = Space & { id: string };

export type StaffUnitMapProps = {
  brandId: string;
  assetName: string;
  /** The asset's floor plan (8 × 5); null until staff upload one. */
  layoutImagePath: string | null;
  spaces: readonly StaffMapSpace[];
  mover: ApplicationMover;
};

/** A mark per state beside the colour and pattern (the marks of Japanese vacancy tables). */
const marks: Record<SpaceStatus, string> = {
  available: '○',
  reserved: '△',
  occupied: '×',
  unavailable: '−',
};

const spaceTones = {
  available: 'success',
  reserved: 'warning',
  occupied: 'info',
  unavailable: 'neutral',
} as const;

function ChosenSpace({
  brandId,
  space,
  onOpenDetail,
  onMove,
}: {
  brandId: string;
  space: StaffMapSpace;
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
  mover,
}: StaffUnitMapProps) {
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const result = useResultMessage();
  const move = useStaffMove(brandId, mover, result.showSuccess);
  const assetNameOf = useCallback(() => assetName, [assetName]);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const placed = spaces.filter((space) => space.layout !== null);
  const chosen = spaces.find((space) => space.id === chosenId) ?? null;
  const focusId = placed.some((s) => s.id === chosenId) ? chosenId : (placed[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | null = step === undefined ? null : index + step;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = placed.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = placed[(next + placed.length) % placed.length];
    if (target) buttons.current.get(target.id)?.focus();
  };

  let map: ReactNode;
  if (layoutImagePath === null) {
    map = (
      <p>区画図の画像がまだありません。「区画図」の画面で画像を登録し、区画を配置してください。</p>
    );
  } else if (placed.length === 0) {
    map = <p>区画図に配置された区画がありません。「区画図」の画面で区画を配置してください。</p>;
  } else {
    map = (
      <figure className="staff-map">
        <p className="staff-map__hint" aria-hidden="true">
          区画図は横にスクロールできます →
        </p>
        <div className="staff-map__scroll">
          <div className="staff-map__canvas">
            <StorageImage
              path={layoutImagePath}
              alt=""
              width={800}
              height={500}
              className="staff-map__image"
            />
            <div
              className="staff-map__spaces"
              role="group"
              aria-label="区画図（矢印キーで区画を移動、Enterで選択）"
            >
              {placed.map((space, index) => {
                const { x, y, w, h } = space.layout!;
                return (
                  <button
                    key={space.id}
                    ref={(element) => {
                      if (element) buttons.current.set(space.id, element);
                      else buttons.current.delete(space.id);
                    }}
                    type="button"
                    className={`staff-map__space staff-map__space--${space.status}`}
                    style={{ left: `${x}%`, top: `${y}%`, width: `${w}%`, height: `${h}%` }}
                    aria-label={`区画 ${space.label}、${spaceStatusLabels[space.status]}`}
                    aria-pressed={space.id === chosenId}
                    tabIndex={space.id === focusId ? 0 : -1}
                    onClick={() => setChosenId(space.id)}
                    onKeyDown={(event) => onKeyDown(event, index)}
                  >
                    <span className="staff-map__label" aria-hidden="true">
                      {space.label}
                    </span>
                    <span className="staff-map__mark" aria-hidden="true">
                      {marks[space.status]}
                    </span>
                  </button>
                );
              })}
            </div>
          </div>
        </div>
        <figcaption className="staff-map__legend">
          <span className="visually-hidden">凡例：</span>
          <ul>
            {spaceStatuses.map((status) => (
              <li key={status}>
                <span
                  className={`staff-map__swatch staff-map__space--${status}`}
                  aria-hidden="true"
                >
                  {marks[status]}
                </span>
                {spaceStatusLabels[status]}
                {`（${spaces.filter((s) => s.status === status).length}）`}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
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
      <ApplicationDetailDialog
        brandId={brandId}
        applicationId={detailId}
        assetNameOf={assetNameOf}
        onMove={move.start}
        onClose={() => setDetailId(null)}
      />
      <StaffMoveDialog move={move} assetNameOf={assetNameOf} />
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </AdminSection>
  );
}
