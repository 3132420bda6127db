import { AssetSpacesPage } from './parts/asset-spaces-page';
import { paths } from '@/config/paths';
import { LayoutEditor } from '@/features/spaces/components/staff/layout-editor';

/** /admin/brands/{brandId}/assets/{assetId}/layout */
export function Component() {
  return (
    <AssetSpacesPage
      screen="assetLayout"
      otherLabel={`${paths.admin.brand.assetSpaces.title}へ`}
      lead="区画図に、区画を配置します。"
    >
      {({ brandId, assetId, asset, spaces }) => (
        <LayoutEditor brandId={brandId} assetId={assetId} asset={asset} spaces={spaces} />
      )}
    </AssetSpacesPage>
  );
}
