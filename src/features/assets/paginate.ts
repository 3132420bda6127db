export type Page<T> = {
  items: T[];
  /** the page shown, clamped to 1..pageCount */
  page: number;
  /** at least 1: an empty list is one empty page */
  pageCount: number;
  total: number;
};

/** One page of `items` (1-based); a page out of range (a stale link) shows the nearest page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`paginate: pageSize must be a whole number of 1 or more, got ${pageSize}`);
  }
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const wanted = Number.isNaN(page) ? 1 : Math.floor(page);
  const clamped = Math.min(Math.max(wanted, 1), pageCount);
  const start = (clamped - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: clamped, pageCount, total };
}
