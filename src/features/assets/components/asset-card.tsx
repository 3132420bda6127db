import { Link } from 'react-router';
import { StorageImage } from '@/components/ui/storage-image';
import { CARD_PHOTO_SIZES } from '@/lib/image-sources';
import { paths } from '@/config/paths';
import type { Asset } from '@/lib/model/asset';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import { fromPrice } from '../from-price';
import type { ListFilters } from '../list-filters';
import { vacancyCount } from '../vacancy-count';
import './asset-card.css';

export type AssetCardProps = {
  brandId: string;
  asset: Asset;
  /** The search the card answers: its from-price is the lowest among matching plans. */
  filters?: Partial<ListFilters>;
  /** The first cards of a page load their photo eagerly. */
  priority?: boolean;
};

/** One asset in a list: photo, name, address, nearest station, vacancy and 月額 from-price. */
export function AssetCard({ brandId, asset, filters = {}, priority = false }: AssetCardProps) {
  const vacant = vacancyCount(asset, filters);
  const price = fromPrice(asset, filters);
  const station = asset.stations[0];
  const photo = asset.imagePaths[0];
  return (
    <article className="asset-card">
      {photo ? (
        <StorageImage
          path={photo}
          alt=""
          width={800}
          height={500}
          priority={priority}
          className="photo-frame asset-card__photo"
          sizes={CARD_PHOTO_SIZES}
          responsive
        />
      ) : (
        <div className="photo-frame asset-card__photo asset-card__photo--none" aria-hidden="true" />
      )}
      <div className="asset-card__body">
        <h3 className="asset-card__name">
          <Link
            className="asset-card__link"
            to={paths.brand.asset.href(brandId, asset.assetNumber)}
          >
            {asset.name}
          </Link>
        </h3>
        <p className="asset-card__address">
          {asset.prefecture}
          {asset.city}
          {asset.addressLine}
        </p>
        {station ? (
          <p className="asset-card__station">
            {station.line}「{station.station}」駅 徒歩{station.walkMinutes}分
          </p>
        ) : null}
        <p className="asset-card__facts">
          <span
            className={
              vacant > 0 ? 'asset-card__vacancy' : 'asset-card__vacancy asset-card__vacancy--full'
            }
          >
            {vacant > 0 ? `空き ${vacant}区画` : '満室'}
          </span>
          {price !== null ? (
            <span className="asset-card__price">
              月額 <strong>{formatYenTaxIncluded(price)}</strong>〜
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
