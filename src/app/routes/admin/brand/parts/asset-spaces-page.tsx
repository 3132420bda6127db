import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useAdminSpaces } from '@/features/spaces/api/get-admin-spaces';
import type { AdminAssetSpaces } from '@/features/spaces/api/get-admin-spaces';
import { AssetAdminBreadcrumbs } from '@/features/spaces/components/staff/asset-admin-breadcrumbs';

type Screen = 'assetLayout' | 'assetSpaces';

export type AssetSpacesPageProps = {
  /** This screen; the other one is linked from its actions. */
  screen: Screen;
  /** The link to the other screen (「区画図を編集」). */
  otherLabel: string;
  /** The lead, after 「{asset}（{number}）の」. */
  lead: string;
  children: (data: AdminAssetSpaces & { brandId: string; assetId: string }) => ReactNode;
};

/**
 * The frame of an asset's 区画 screens (/admin/brands/{b}/assets/{a}/spaces and …/layout): the
 * title, breadcrumbs, and links to the other screen and to the public page.
 */
export function AssetSpacesPage({ screen, otherLabel, lead, children }: AssetSpacesPageProps) {
  const { brandId = '', assetId = '' } = useParams();
  const data = useAdminSpaces(brandId, assetId);
  if (!data) return null;
  const { asset } = data;
  const title = paths.admin.brand[screen].title;
  const other = paths.admin.brand[screen === 'assetLayout' ? 'assetSpaces' : 'assetLayout'];
  return (
    <Page
      title={`${title}（${asset.name}）`}
      heading={title}
      lead={`${asset.name}（${asset.assetNumber}）の${lead}`}
    >
      <AssetAdminBreadcrumbs
        brandId={brandId}
        assetId={assetId}
        assetName={asset.name}
        current={title}
      />
      <p className="admin-actions">
        <Link className="admin-button admin-button--small" to={other.href(brandId, assetId)}>
          {otherLabel}
        </Link>
        <Link
          className="admin-button admin-button--small"
          to={paths.brand.asset.href(brandId, assetId)}
        >
          公開ページを見る
        </Link>
      </p>
      {children({ ...data, brandId, assetId })}
    </Page>
  );
}
