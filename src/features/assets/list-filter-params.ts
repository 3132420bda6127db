/** The URL parameter of each list filter, in the order they are written to the URL. */
export const listFilterParams = {
  prefecture: 'pref',
  city: 'city',
  type: 'type',
  feeMin: 'feeMin',
  feeMax: 'feeMax',
  areaMin: 'areaMin',
  areaMax: 'areaMax',
  vacantOnly: 'vacant',
  sort: 'sort',
  page: 'page',
} as const;
