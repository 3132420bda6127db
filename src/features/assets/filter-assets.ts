import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';
import { matchingPlans } from './matching-plans';

/**
 * The assets the filters select: prefecture and city equal (when set) and SOME plan satisfying
 * every plan-level filter at once (a vacant bike plan and a full ¥5,000 indoor plan do not make
 * a match for "vacant bike spaces up to ¥5,000"). Sort and page are not applied here.
 */
export function filterAssets<T extends AssetSearchSummary>(
  assets: readonly T[],
  filters: Partial<ListFilters>,
): T[] {
  const { prefecture, city } = filters;
  return assets.filter(
    (asset) =>
      (prefecture === undefined || prefecture === null || asset.prefecture === prefecture) &&
      (city === undefined || city === null || asset.city === city) &&
      matchingPlans(asset, filters).length > 0,
  );
}
