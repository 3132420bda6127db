import type { Prefecture } from '@/lib/model/prefecture';
import type { SpaceType } from '@/lib/model/space';
import type { ListSort } from './list-sort';

/** The asset search as the list screen holds it; its URL form is in list-filters-to-search-params. */
export type ListFilters = {
  prefecture: Prefecture | null;
  city: string | null;
  type: SpaceType | null;
  /** 月額利用料 bounds, tax included yen, both included */
  feeMin: number | null;
  feeMax: number | null;
  /** area bounds in m², both included */
  areaMin: number | null;
  areaMax: number | null;
  vacantOnly: boolean;
  sort: ListSort;
  /** 1-based */
  page: number;
};

export const defaultListFilters: Readonly<ListFilters> = {
  prefecture: null,
  city: null,
  type: null,
  feeMin: null,
  feeMax: null,
  areaMin: null,
  areaMax: null,
  vacantOnly: false,
  sort: 'asset-number',
  page: 1,
};
