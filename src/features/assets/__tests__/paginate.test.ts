import { describe, expect, it } from 'vitest';
import { paginate } from '../paginate';

const items = Array.from({ length: 25 }, (_, i) => i + 1);

describe('paginate', () => {
  it('gives the requested page', () => {
    expect(paginate(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageCount: 3,
      total: 25,
    });
    expect(paginate(items, 3, 10)).toEqual({
      items: [21, 22, 23, 24, 25],
      page: 3,
      pageCount: 3,
      total: 25,
    });
  });

  it('has no partial page when the items divide evenly', () => {
    expect(paginate(items.slice(0, 20), 2, 10)).toMatchObject({ pageCount: 2, page: 2 });
    expect(paginate(items.slice(0, 20), 2, 10).items).toHaveLength(10);
  });

  it('clamps a page past the end to the last page (a stale link)', () => {
    expect(paginate(items, 99, 10)).toMatchObject({ page: 3, items: [21, 22, 23, 24, 25] });
  });

  it.each([0, -3, Number.NaN, Number.NEGATIVE_INFINITY])('clamps page %d to 1', (page) => {
    expect(paginate(items, page, 10)).toMatchObject({ page: 1, items: items.slice(0, 10) });
  });

  it('rounds a fractional page down', () => {
    expect(paginate(items, 2.7, 10).page).toBe(2);
  });

  it('treats an empty list as one empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate([], 5, 10)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('does not change the input', () => {
    const input = [...items];
    paginate(input, 2, 10);
    expect(input).toEqual(items);
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses the page size %d', (pageSize) => {
    expect(() => paginate(items, 1, pageSize)).toThrow(RangeError);
  });
});
