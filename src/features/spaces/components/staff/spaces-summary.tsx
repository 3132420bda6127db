import type { Asset } from '@/lib/model/asset';
import { spaceStatuses, spaceStatusLabels } from '@/lib/model/space';
import type { SpaceWithId } from '../../api/get-asset-spaces';

export type SpacesSummaryProps = { asset: Asset; spaces: readonly SpaceWithId[] };

function vacancyOf(asset: Asset): number {
  return Object.values(asset.plans).reduce((sum, plan) => sum + plan.available, 0);
}

/** 「全12区画（空き 3・…）」 and the vacancy the public asset list shows (from the asset's plans). */
export function SpacesSummary({ asset, spaces }: SpacesSummaryProps) {
  const counts = Object.fromEntries(
    spaceStatuses.map((status) => [status, spaces.filter((s) => s.status === status).length]),
  ) as Record<(typeof spaceStatuses)[number], number>;
  return (
    <p className="space-admin__summary">
      全{spaces.length}区画（
      {spaceStatuses.map((status) => `${spaceStatusLabels[status]} ${counts[status]}`).join('・')}
      ）。公開ページの物件一覧では「空き {vacancyOf(asset)}区画」と表示されます。
    </p>
  );
}
