import { limits } from '#shared/model/limits.js';
import { type Prefecture, prefectures } from '@/lib/model/prefecture';
import { type SpaceType, spaceTypes } from '@/lib/model/space';
import { defaultListFilters, type ListFilters } from './list-filters';
import { listFilterParams } from './list-filter-params';
import { type ListSort, listSorts } from './list-sort';

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((a) => a === value) ?? null;
}

function text(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value === undefined || value === '' ? null : value;
}

/** A number from a parameter; NFKC first, so full-width digits typed by hand (１０００) count. */
function bounded(value: string | null, pattern: RegExp, max: number): number | null {
  const ascii = value?.normalize('NFKC');
  if (ascii === undefined || !pattern.test(ascii)) return null;
  const n = Number(ascii);
  return Number.isFinite(n) && n <= max ? n : null;
}

function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

const wholeNumber = /^\d+$/;
const decimal = /^\d+(\.\d+)?$/;

/**
 * The list filters a URL asks for. Hand-edited or stale links are normal, so it never throws:
 * an unknown prefecture, type or sort, a negative or non-numeric bound or a page below 1 falls
 * back to the default, and bounds given the wrong way round are swapped.
 */
export function parseListFilters(search: URLSearchParams): ListFilters {
  const p = listFilterParams;
  const city = text(search, p.city);
  const [feeMin, feeMax] = ordered(
    bounded(text(search, p.feeMin), wholeNumber, limits.maxYen),
    bounded(text(search, p.feeMax), wholeNumber, limits.maxYen),
  );
  const [areaMin, areaMax] = ordered(
    bounded(text(search, p.areaMin), decimal, limits.maxAreaM2),
    bounded(text(search, p.areaMax), decimal, limits.maxAreaM2),
  );
  const page = bounded(text(search, p.page), wholeNumber, Number.MAX_SAFE_INTEGER);
  const vacant = text(search, p.vacantOnly);

  return {
    prefecture: oneOf<Prefecture>(prefectures, text(search, p.prefecture)),
    city: city !== null && city.length <= limits.shortText ? city : null,
    type: oneOf<SpaceType>(spaceTypes, text(search, p.type)),
    feeMin,
    feeMax,
    areaMin,
    areaMax,
    vacantOnly: vacant === '1' || vacant === 'true',
    sort: oneOf<ListSort>(listSorts, text(search, p.sort)) ?? defaultListFilters.sort,
    page: page !== null && page >= 1 ? page : defaultListFilters.page,
  };
}
