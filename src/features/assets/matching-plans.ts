import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';
import { planMatchesFilters } from './plan-matches-filters';

/** The asset's plans that satisfy the plan-level filters (all of them without filters). */
export function matchingPlans(
  asset: AssetSearchSummary,
  filters: Partial<ListFilters> = {},
): AssetSearchSummary['plans'][string][] {
  return Object.values(asset.plans).filter((plan) => planMatchesFilters(plan, filters));
}
