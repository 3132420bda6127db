/** The orders the asset list offers, in the order of the sort picker. */
export const listSorts = [
  'asset-number',
  'price-asc',
  'price-desc',
  'size-asc',
  'size-desc',
] as const;

export type ListSort = (typeof listSorts)[number];
