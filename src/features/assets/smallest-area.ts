import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';
import { matchingPlans } from './matching-plans';

/** The smallest area (m²) among the asset's plans matching the filters; null when none does. */
export function smallestArea(
  asset: AssetSearchSummary,
  filters: Partial<ListFilters> = {},
): number | null {
  const areas = matchingPlans(asset, filters).map((plan) => plan.areaM2);
  return areas.length === 0 ? null : Math.min(...areas);
}
