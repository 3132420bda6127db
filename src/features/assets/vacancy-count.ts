import type { AssetSearchSummary } from './asset-search-summary';

/** How many of the asset's spaces are vacant, over all its plans. */
export function vacancyCount(asset: AssetSearchSummary): number {
  return Object.values(asset.plans).reduce((sum, plan) => sum + plan.available, 0);
}
