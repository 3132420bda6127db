import { Link } from 'react-router';
import { AdminSection } from '@/components/admin/admin-section';
import { StatusBadge } from '@/components/ui/status-badge';
import type { UseResultMessage } from '@/components/admin/use-result-message';
import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import { spaceTypeLabels } from '@/lib/model/space';
import { formatAreaM2 } from '@/utils/format-area-m2';
import { formatJo } from '@/utils/format-jo';
import { formatYen } from '@/utils/format-yen';
import { assetAdminMessages } from '../../asset-admin-messages';
import { planRows } from '../../plan-rows';
import { AssetPublishControl } from './asset-publish-control';
import { AssetQrCard } from './asset-qr-card';
import { PhotoThumbnail } from './photo-thumbnail';
import './asset-admin.css';

export type AssetOverviewProps = {
  brandId: string;
  asset: Asset;
  result: UseResultMessage;
};

const count = (n: number) => n.toLocaleString('ja-JP');

/**
 * One asset at a glance for staff: state and the ways on (edit, spaces, layout, public page,
 * publish), photos, address, stations, features, spaces and vacancies per plan, and the
 * printable QR code of its permalink.
 */
export function AssetOverview({ brandId, asset, result }: AssetOverviewProps) {
  const ab = paths.admin.brand;
  const id = asset.assetNumber;
  const plans = planRows(asset.plans);
  const total = plans.reduce((sum, plan) => sum + plan.total, 0);
  const available = plans.reduce((sum, plan) => sum + plan.available, 0);
  const address = `${asset.prefecture}${asset.city}${asset.addressLine}${asset.building ? ` ${asset.building}` : ''}`;

  return (
    <div className="asset-admin">
      <div className="asset-admin__status">
        <span>物件番号 {id}</span>
        {asset.published ? (
          <StatusBadge tone="success">{assetAdminMessages.published}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{assetAdminMessages.draft}</StatusBadge>
        )}
      </div>

      <nav className="admin-actions asset-admin__links" aria-label="この物件の操作">
        <Link className="admin-button admin-button--primary" to={ab.assetEdit.href(brandId, id)}>
          編集する
        </Link>
        <Link className="admin-button" to={ab.assetSpaces.href(brandId, id)}>
          区画
        </Link>
        <Link className="admin-button" to={ab.assetLayout.href(brandId, id)}>
          区画図
        </Link>
        <a
          className="admin-button"
          href={paths.brandAsset.href(brandId, id)}
          target="_blank"
          rel="noopener noreferrer"
        >
          公開ページ<span className="visually-hidden">（新しいタブで開きます）</span>
        </a>
        <AssetPublishControl
          brandId={brandId}
          assetId={id}
          assetName={asset.name}
          published={asset.published}
          spaceCount={total}
          result={result}
        />
      </nav>
      {asset.published ? null : (
        <p className="admin-hint">
          非公開のため、公開ページとQRコードのアドレスは「ページが見つかりません」になります。
        </p>
      )}

      <AdminSection
        title="写真"
        actions={
          <Link
            className="admin-button admin-button--small"
            to={`${ab.assetEdit.href(brandId, id)}#photos`}
          >
            写真を編集
          </Link>
        }
      >
        {asset.imagePaths.length > 0 ? (
          <ol className="asset-admin__photos">
            {asset.imagePaths.map((path, index) => (
              <li key={path}>
                <PhotoThumbnail
                  path={path}
                  alt={`${asset.name}の写真（${index + 1}枚目${index === 0 ? '・メイン' : ''}）`}
                  className="photo-frame asset-admin__photo"
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="admin-hint">写真はまだありません。</p>
        )}
      </AdminSection>

      <AdminSection title="物件の情報">
        <dl className="asset-admin__facts">
          <div>
            <dt>所在地</dt>
            <dd>
              〒{asset.postalCode} {address}
            </dd>
          </div>
          <div>
            <dt>緯度・経度</dt>
            <dd>
              {asset.location.latitude}, {asset.location.longitude}
            </dd>
          </div>
          <div>
            <dt>最寄り駅</dt>
            <dd>
              <RegisteredList
                className="asset-admin__list"
                items={asset.stations.map((station) => ({
                  key: `${station.line}-${station.station}`,
                  content: `${station.line}「${station.station}」駅 徒歩${station.walkMinutes}分`,
                }))}
              />
            </dd>
          </div>
          <div>
            <dt>設備・特徴</dt>
            <dd>
              <RegisteredList
                className="inline-list feature-tags feature-tags--static"
                itemClassName="feature-tags__item"
                items={asset.features.map((feature) => ({ key: feature, content: feature }))}
              />
            </dd>
          </div>
          <div>
            <dt>物件紹介</dt>
            <dd className="asset-admin__description">{asset.description || '未登録'}</dd>
          </div>
        </dl>
      </AdminSection>

      <AdminSection
        title="区画と空き"
        description="プラン（区画タイプ・月額・広さが同じ区画）ごとの区画数と空き数です。"
        actions={
          <Link className="admin-button admin-button--small" to={ab.assetSpaces.href(brandId, id)}>
            区画を管理
          </Link>
        }
      >
        {plans.length > 0 ? (
          <div
            className="admin-table-scroll"
            role="region"
            aria-label="プラン別の区画数と空き数"
            tabIndex={0}
          >
            <table className="admin-table asset-admin__table">
              <caption className="visually-hidden">プラン別の区画数と空き数</caption>
              <thead>
                <tr>
                  <th scope="col">区画タイプ</th>
                  <th scope="col">広さ</th>
                  <th scope="col" className="admin-table__number">
                    月額（税込）
                  </th>
                  <th scope="col" className="admin-table__number">
                    区画数
                  </th>
                  <th scope="col" className="admin-table__number">
                    空き
                  </th>
                </tr>
              </thead>
              <tbody>
                {plans.map((plan) => (
                  <tr key={plan.key}>
                    <th scope="row">{spaceTypeLabels[plan.type]}</th>
                    <td>
                      {formatAreaM2(plan.areaM2)}（{formatJo(plan.areaM2)}）
                    </td>
                    <td className="admin-table__number">{formatYen(plan.monthlyFee)}</td>
                    <td className="admin-table__number">{count(plan.total)}</td>
                    <td className="admin-table__number">{count(plan.available)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>
                    合計
                  </th>
                  <td className="admin-table__number">{count(total)}</td>
                  <td className="admin-table__number">{count(available)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        ) : (
          <p className="admin-hint">区画はまだありません。「区画を管理」から追加してください。</p>
        )}
      </AdminSection>

      <AssetQrCard brandId={brandId} assetNumber={id} assetName={asset.name} />
    </div>
  );
}

type RegisteredListProps = {
  className: string;
  itemClassName?: string;
  items: readonly { key: string; content: string }[];
};

/** What is registered as a list, or 未登録 when there is nothing. */
function RegisteredList({ className, itemClassName, items }: RegisteredListProps) {
  if (items.length === 0) return <>未登録</>;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.key} className={itemClassName}>
          {item.content}
        </li>
      ))}
    </ul>
  );
}
