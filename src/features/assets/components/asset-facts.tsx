import type { Asset } from '@/lib/model/asset';
import './asset-facts.css';

export type AssetFactsProps = { asset: Asset };

/** A map app's address for a location: Google Maps' documented cross-platform URL. */
export function mapUrl({ latitude, longitude }: Asset['location']): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

/** 所在地 (with a link that opens a map app), 最寄り駅 and 設備・特徴 of an asset. */
export function AssetFacts({ asset }: AssetFactsProps) {
  const address = `${asset.prefecture}${asset.city}${asset.addressLine}${asset.building ? ` ${asset.building}` : ''}`;
  return (
    <dl className="asset-facts">
      <div>
        <dt>所在地</dt>
        <dd>
          <span className="asset-facts__postal">〒{asset.postalCode}</span> {address}
          <br />
          <a href={mapUrl(asset.location)} target="_blank" rel="noopener noreferrer">
            地図アプリで開く<span className="visually-hidden">（新しいタブ）</span>
          </a>
        </dd>
      </div>
      {asset.stations.length > 0 ? (
        <div>
          <dt>最寄り駅</dt>
          <dd>
            <ul className="asset-facts__list">
              {asset.stations.map((station) => (
                <li key={`${station.line}-${station.station}`}>
                  {station.line}「{station.station}」駅 徒歩{station.walkMinutes}分
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      {asset.features.length > 0 ? (
        <div>
          <dt>設備・特徴</dt>
          <dd>
            <ul className="inline-list asset-facts__features">
              {asset.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
