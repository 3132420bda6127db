import type { AssetSearchSummary } from './asset-search-summary';
import type { ListFilters } from './list-filters';

type Plan = AssetSearchSummary['plans'][string];

/**
 * Whether a plan satisfies the plan-level filters: type, fee and area bounds (both included)
 * and, when only vacant spaces are wanted, at least one vacant space. Unset filters match all.
 */
export function planMatchesFilters(plan: Plan, filters: Partial<ListFilters> = {}): boolean {
  const { type, feeMin, feeMax, areaMin, areaMax, vacantOnly } = filters;
  return (
    (type === undefined || type === null || plan.type === type) &&
    (feeMin === undefined || feeMin === null || plan.monthlyFee >= feeMin) &&
    (feeMax === undefined || feeMax === null || plan.monthlyFee <= feeMax) &&
    (areaMin === undefined || areaMin === null || plan.areaM2 >= areaMin) &&
    (areaMax === undefined || areaMax === null || plan.areaM2 <= areaMax) &&
    (vacantOnly !== true || plan.available > 0)
  );
}
