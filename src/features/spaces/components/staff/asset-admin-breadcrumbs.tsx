import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './asset-admin-breadcrumbs.css';

export type AssetAdminBreadcrumbsProps = {
  brandId: string;
  assetId: string;
  assetName: string;
  /** This screen's name (the last, unlinked step). */
  current: string;
};

/** 物件一覧 › {物件名} › this screen: the way back up from the spaces and layout screens. */
export function AssetAdminBreadcrumbs({
  brandId,
  assetId,
  assetName,
  current,
}: AssetAdminBreadcrumbsProps) {
  const b = paths.admin.brand;
  return (
    <nav aria-label="パンくずリスト" className="asset-admin-breadcrumbs">
      <ol>
        <li>
          <Link to={b.assets.href(brandId)}>{b.assets.title}</Link>
        </li>
        <li>
          <Link to={b.asset.href(brandId, assetId)}>{assetName}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
