import { SpacePickerMap } from '@/components/floor-plan/space-picker-map';
import { spaceStatusLabels } from '@/lib/model/space';
import { formatYen } from '@/utils/format-yen';
import type { SpaceWithId } from '@/features/spaces/api/get-asset-spaces';

export type UnitMapProps = {
  /** The asset's floor plan (stored at 800×500); spaces are placed in % of it. */
  layoutImagePath: string;
  spaces: readonly SpaceWithId[];
  selectedId: string | null;
  onSelect: (spaceId: string) => void;
};

/** What a screen reader says for a space on the map. */
function spaceName(space: SpaceWithId): string {
  return `区画 ${space.label}、${spaceStatusLabels[space.status]}、月額${formatYen(space.monthlyFee)}`;
}

/** The asset page's unit map: choosing a space shows its size, price and 申し込む. */
export function UnitMap(props: UnitMapProps) {
  return (
    <SpacePickerMap {...props} nameOf={spaceName} groupLabel="区画図（矢印キーで区画を移動）" />
  );
}
