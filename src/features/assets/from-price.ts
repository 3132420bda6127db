import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';
import { matchingPlans } from './matching-plans';

function lowest(fees: number[]): number | null {
  return fees.length === 0 ? null : Math.min(...fees);
}

/**
 * The 「¥X〜」 price of an asset: the lowest monthly fee among the plans matching the filters
 * that have a vacant space; when none is vacant, the lowest among the matching plans; null when
 * no plan matches.
 */
export function fromPrice(
  asset: AssetSearchSummary,
  filters: Partial<ListFilters> = {},
): number | null {
  const plans = matchingPlans(asset, filters);
  return (
    lowest(plans.filter((plan) => plan.available > 0).map((plan) => plan.monthlyFee)) ??
    lowest(plans.map((plan) => plan.monthlyFee))
  );
}
