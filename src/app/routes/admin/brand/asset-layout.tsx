import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminSpaces } from '@/features/spaces/api/get-admin-spaces';
import { AssetAdminBreadcrumbs } from '@/features/spaces/components/staff/asset-admin-breadcrumbs';
import { LayoutEditor } from '@/features/spaces/components/staff/layout-editor';

/** /admin/brands/{brandId}/assets/{assetId}/layout */
export function Component() {
  const { brandId = '', assetId = '' } = useParams();
  const data = useAdminSpaces(brandId, assetId);
  if (!data) return null;
  const { asset, spaces } = data;
  const title = paths.admin.brand.assetLayout.title;
  return (
    <Page
      title={`${title}（${asset.name}）`}
      heading={title}
      lead={`${asset.name}（${asset.assetNumber}）の区画図に、区画を配置します。`}
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
          to={paths.admin.brand.assetSpaces.href(brandId, assetId)}
        >
          {paths.admin.brand.assetSpaces.title}へ
        </Link>
        <Link
          className="admin-button admin-button--small"
          to={paths.brand.asset.href(brandId, assetId)}
        >
          公開ページを見る
        </Link>
      </p>
      <LayoutEditor brandId={brandId} assetId={assetId} asset={asset} spaces={spaces} />
    </Page>
  );
}
