import { Link } from 'react-router';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { spaceStatusLabels } from '@/lib/model/space';
import { canChangeStatus } from '../../space-permissions';
import type { StaffSpaceStatus } from '../../space-fields';
import type { SpaceWithId } from '../../api/get-asset-spaces';
import { spaceStatusTones } from '../../space-labels';

export type SpaceStatusCellProps = {
  brandId: string;
  space: SpaceWithId;
  busy: boolean;
  onChange: (status: StaffSpaceStatus) => void;
};

/**
 * A space's state in the table: the badge, the holder (linked to the user's page, where the
 * application and its actions are) and the one move staff may make themselves.
 */
export function SpaceStatusCell({ brandId, space, busy, onChange }: SpaceStatusCellProps) {
  const next: StaffSpaceStatus = space.status === 'available' ? 'unavailable' : 'available';
  const nextLabel = next === 'unavailable' ? '募集停止にする' : '空きに戻す';
  return (
    <div className="space-status">
      <StatusBadge tone={spaceStatusTones[space.status]}>
        {spaceStatusLabels[space.status]}
      </StatusBadge>
      {space.reservedBy ? (
        <p className="space-status__holder">
          申込者{' '}
          <Link
            to={paths.admin.brand.member.href(brandId, space.reservedBy)}
            aria-label={`${space.reservedBy}（区画 ${space.label} の申込者のページ）`}
          >
            {space.reservedBy}
          </Link>
        </p>
      ) : null}
      {space.applicationId ? (
        <p className="space-status__holder">申込ID {space.applicationId}</p>
      ) : null}
      {canChangeStatus(space) ? (
        <button
          type="button"
          className="admin-button admin-button--small"
          disabled={busy}
          aria-label={`${nextLabel}（区画 ${space.label}）`}
          onClick={() => onChange(next)}
        >
          {nextLabel}
        </button>
      ) : (
        <p className="admin-hint">申込者のページの申込から変更します</p>
      )}
    </div>
  );
}
