import { defaultListFilters, type ListFilters } from './list-filters';
import { listFilterParams } from './list-filter-params';

/**
 * The URL form of the list filters: defaults are left out (a plain list has a plain URL) and
 * the keys always come in the same order (pref, city, type, feeMin, feeMax, areaMin, areaMax,
 * vacant, sort, page), so equal filters give equal URLs.
 */
export function listFiltersToSearchParams(filters: ListFilters): URLSearchParams {
  const p = listFilterParams;
  const search = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') search.set(name, String(value));
  };
  set(p.prefecture, filters.prefecture);
  set(p.city, filters.city?.trim() ?? null);
  set(p.type, filters.type);
  set(p.feeMin, filters.feeMin);
  set(p.feeMax, filters.feeMax);
  set(p.areaMin, filters.areaMin);
  set(p.areaMax, filters.areaMax);
  if (filters.vacantOnly) search.set(p.vacantOnly, '1');
  if (filters.sort !== defaultListFilters.sort) search.set(p.sort, filters.sort);
  if (filters.page !== defaultListFilters.page) search.set(p.page, String(filters.page));
  return search;
}
