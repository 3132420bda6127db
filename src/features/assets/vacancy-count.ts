import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';
import { matchingPlans } from './matching-plans';

/**
 * How many of the asset's spaces are vacant in the plans matching the visitor's filters (all
 * plans without filters): a card filtered to ≤ 0.5帖 counts only those spaces (issue 30).
 */
export function vacancyCount(
  asset: AssetSearchSummary,
  filters: Partial<ListFilters> = {},
): number {
  return matchingPlans(asset, filters).reduce((sum, plan) => sum + plan.available, 0);
}
