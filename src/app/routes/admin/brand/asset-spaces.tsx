import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminSpaces } from '@/features/spaces/api/get-admin-spaces';
import { AssetAdminBreadcrumbs } from '@/features/spaces/components/staff/asset-admin-breadcrumbs';
import { SpacesManager } from '@/features/spaces/components/staff/spaces-manager';
import { StaffUnitMap } from '@/features/applications/components/staff/staff-unit-map';

/** /admin/brands/{brandId}/assets/{assetId}/spaces */
export function Component() {
  const { brandId = '', assetId = '' } = useParams();
  const data = useAdminSpaces(brandId, assetId);
  if (!data) return null;
  const { asset, spaces } = data;
  const title = paths.admin.brand.assetSpaces.title;
  return (
    <Page
      title={`${title}（${asset.name}）`}
      heading={title}
      lead={`${asset.name}（${asset.assetNumber}）の区画を追加・編集します。料金はすべて税込です。`}
    >
      <AssetAdminBreadcrumbs
        brandId={brandId}
        assetId={assetId}
        assetName={asset.name}
        current={title}
      />
      <p className="admin-actions">
        <Link
          className="admin-button admin-button--small"
          to={paths.admin.brand.assetLayout.href(brandId, assetId)}
        >
          {paths.admin.brand.assetLayout.title}を編集
        </Link>
        <Link
          className="admin-button admin-button--small"
          to={paths.brand.asset.href(brandId, assetId)}
        >
          公開ページを見る
        </Link>
      </p>
      <StaffUnitMap
        brandId={brandId}
        assetName={asset.name}
        layoutImagePath={asset.layoutImagePath}
        spaces={spaces}
      />
      <SpacesManager brandId={brandId} assetId={assetId} asset={asset} spaces={spaces} />
    </Page>
  );
}
