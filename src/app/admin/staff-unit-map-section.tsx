import {
  StaffUnitMap,
  type StaffMapSpace,
} from '@/features/applications/components/staff/staff-unit-map';
import type { Asset } from '@/lib/model/asset';
import { applicationMover } from './application-mover';

export type StaffUnitMapSectionProps = {
  brandId: string;
  asset: Asset;
  spaces: readonly StaffMapSpace[];
};

/** The staff unit map of the asset's spaces screen, with the staff moves wired in. */
export function StaffUnitMapSection({ brandId, asset, spaces }: StaffUnitMapSectionProps) {
  return (
    <StaffUnitMap
      brandId={brandId}
      assetName={asset.name}
      layoutImagePath={asset.layoutImagePath}
      spaces={spaces}
      mover={applicationMover}
    />
  );
}
