import { AssetSpacesPage } from './parts/asset-spaces-page';
import { useStaffFinalBillOf } from './parts/use-staff-final-bill-of';
import { paths } from '@/config/paths';
import { SpacesManager } from '@/features/spaces/components/staff/spaces-manager';
import { StaffUnitMap } from '@/features/applications/components/staff/staff-unit-map';

/** /admin/brands/{brandId}/assets/{assetId}/spaces */
export function Component() {
  return (
    <AssetSpacesPage
      screen="assetSpaces"
      otherLabel={`${paths.admin.brand.assetLayout.title}を編集`}
      lead="区画を追加・編集します。料金はすべて税込です。"
    >
      {({ brandId, assetId, asset, spaces }) => (
        <>
          <UnitMap
            brandId={brandId}
            assetName={asset.name}
            layoutImagePath={asset.layoutImagePath}
            spaces={spaces}
          />
          <SpacesManager brandId={brandId} assetId={assetId} asset={asset} spaces={spaces} />
        </>
      )}
    </AssetSpacesPage>
  );
}

/** The unit map with what ending a contract costs (the brand's rule read here). */
function UnitMap(props: Omit<Parameters<typeof StaffUnitMap>[0], 'finalBillOf'>) {
  return <StaffUnitMap {...props} finalBillOf={useStaffFinalBillOf(props.brandId)} />;
}
