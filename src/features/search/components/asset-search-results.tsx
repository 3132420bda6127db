import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAssetVacancy } from '@/features/assets/api/get-asset-vacancy';
import { usePublishedBrands } from '@/features/brands/api/get-published-brands';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import { useAssetSearch } from '../api/search-assets';
import { stationName } from '../asset-search-document';

export type AssetSearchResultsProps = {
  /** What was typed (folded by the search). */
  text: string;
};

type HitFactsProps = { brandId: string; assetId: string };

/**
 * 空き and 月額〜 of a result, as the asset's card says them; the line keeps its height while the
 * brand's assets load (css), so the results below do not move when it fills in.
 */
function HitFacts({ brandId, assetId }: HitFactsProps) {
  const vacancy = useAssetVacancy(brandId, assetId);
  if (!vacancy) return <span className="asset-search__facts" aria-hidden="true" />;
  return (
    <span className="asset-search__facts">
      <span className={vacancy.vacant > 0 ? 'asset-search__vacancy' : 'asset-search__full'}>
        {vacancy.vacant > 0 ? `空き ${vacancy.vacant}区画` : '満室'}
      </span>
      {vacancy.fromPrice !== null ? (
        <span>
          月額 <strong>{formatYenTaxIncluded(vacancy.fromPrice)}</strong>〜
        </span>
      ) : null}
    </span>
  );
}

/**
 * The assets found for `text`, each a link to its page, with its brand, stations and town, and
 * its vacancies and lowest monthly fee.
 */
export function AssetSearchResults({ text }: AssetSearchResultsProps) {
  const search = useAssetSearch(text);
  const brands = usePublishedBrands();
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const words = text.trim();

  if (search.isError) {
    return (
      <p className="asset-search__status asset-search__status--error" role="alert">
        検索できませんでした。通信環境をご確認のうえ、もう一度お試しください。
      </p>
    );
  }
  if (!search.data) {
    return (
      <p className="asset-search__status" role="status">
        検索しています…
      </p>
    );
  }
  const { hits, more } = search.data;
  return (
    <div className="asset-search__results">
      <p className="asset-search__status" role="status" aria-live="polite">
        {search.isPlaceholderData
          ? '検索しています…'
          : hits.length > 0
            ? `「${words}」の検索結果: ${hits.length}件${more ? '（一部を表示しています。言葉を足すと絞り込めます）' : ''}`
            : `「${words}」に一致する物件は見つかりませんでした。駅名・地名・物件名・物件番号でお試しください。`}
      </p>
      {hits.length > 0 ? (
        <ul className="asset-search__list">
          {hits.map((hit) => (
            <li key={`${hit.brandId}/${hit.assetId}`} className="asset-search__hit">
              <Link
                className="asset-search__link"
                to={paths.brand.asset.href(hit.brandId, hit.assetId)}
              >
                {hit.name}
              </Link>
              <span className="asset-search__meta">
                {brandName.get(hit.brandId) ?? ''}
                {hit.stations.length > 0 ? ` ・ ${hit.stations.map(stationName).join('、')}` : ''}
                {` ・ ${hit.prefecture}${hit.city}`}
              </span>
              <HitFacts brandId={hit.brandId} assetId={hit.assetId} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
