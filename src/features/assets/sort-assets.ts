import type { AssetSearchSummary } from './asset-search-summary';
import { compareAssetNumbers } from './compare-asset-numbers';
import { fromPrice } from './from-price';
import type { ListFilters } from './list-filters';
import type { ListSort } from './list-sort';
import { smallestArea } from './smallest-area';

/**
 * A sorted copy of the assets. Price is the asset's from-price and size its smallest matching
 * area, both under the same filters as the list, so the order agrees with what each card shows;
 * assets without a value go last in either direction, and ties go by asset number.
 */
export function sortAssets<T extends AssetSearchSummary>(
  assets: readonly T[],
  sort: ListSort,
  filters: Partial<ListFilters> = {},
): T[] {
  const byNumber = (a: T, b: T) => compareAssetNumbers(a.assetNumber, b.assetNumber);
  if (sort === 'asset-number') return [...assets].sort(byNumber);

  const key = sort === 'price-asc' || sort === 'price-desc' ? fromPrice : smallestArea;
  const direction = sort === 'price-desc' || sort === 'size-desc' ? -1 : 1;
  const keyed = assets.map((asset) => ({ asset, value: key(asset, filters) }));
  keyed.sort((a, b) => {
    if (a.value !== b.value) {
      if (a.value === null) return 1;
      if (b.value === null) return -1;
      return (a.value - b.value) * direction;
    }
    return byNumber(a.asset, b.asset);
  });
  return keyed.map(({ asset }) => asset);
}
