import { describe, expect, it } from 'vitest';
import { prefectures } from '@/lib/model/prefecture';
import { spaceTypes } from '@/lib/model/space';
import { defaultListFilters, type ListFilters } from '../list-filters';
import { listFiltersToSearchParams } from '../list-filters-to-search-params';
import { listSorts } from '../list-sort';
import { parseListFilters } from '../parse-list-filters';

const parse = (query: string) => parseListFilters(new URLSearchParams(query));

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)] as T;
}

function orNull<T>(next: () => number, value: T): T | null {
  return next() < 0.4 ? null : value;
}

function sortedPair(next: () => number, make: () => number): [number | null, number | null] {
  const a = orNull(next, make());
  const b = orNull(next, make());
  return a !== null && b !== null && a > b ? [b, a] : [a, b];
}

const cities = ['新宿区', '横浜市中区', '府中市', 'さいたま市 浦和区', 'Niseko', '市川市'];

function randomFilters(next: () => number): ListFilters {
  const [feeMin, feeMax] = sortedPair(next, () => Math.floor(next() * 60_000));
  const [areaMin, areaMax] = sortedPair(next, () => Math.round(next() * 3000) / 100);
  return {
    prefecture: orNull(next, pick(next, prefectures)),
    city: orNull(next, pick(next, cities)),
    type: orNull(next, pick(next, spaceTypes)),
    feeMin,
    feeMax,
    areaMin,
    areaMax,
    vacantOnly: next() < 0.5,
    sort: pick(next, listSorts),
    page: next() < 0.5 ? 1 : 1 + Math.floor(next() * 50),
  };
}

const junk = [
  '',
  ' ',
  '-1',
  'abc',
  '1e3',
  '0x10',
  '１２',
  '3.5',
  'NaN',
  '∞',
  '東京都',
  '%',
  '2',
  '0',
];
const names = [
  'pref',
  'city',
  'type',
  'feeMin',
  'feeMax',
  'areaMin',
  'areaMax',
  'vacant',
  'sort',
  'page',
  'x',
];

function randomSearch(next: () => number): URLSearchParams {
  const search = new URLSearchParams();
  const count = Math.floor(next() * 8);
  for (let i = 0; i < count; i += 1) search.append(pick(next, names), pick(next, junk));
  return search;
}

describe('defaultListFilters', () => {
  it('is the plain list: nothing filtered, by asset number, first page', () => {
    expect(defaultListFilters).toEqual({
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
    });
  });
});

describe('parseListFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(defaultListFilters);
  });

  it('reads every filter', () => {
    expect(
      parse(
        'pref=%E6%9D%B1%E4%BA%AC%E9%83%BD&city=%E6%96%B0%E5%AE%BF%E5%8C%BA&type=bike&feeMin=5000&feeMax=20000&areaMin=1.5&areaMax=3&vacant=1&sort=price-desc&page=3',
      ),
    ).toEqual({
      prefecture: '東京都',
      city: '新宿区',
      type: 'bike',
      feeMin: 5000,
      feeMax: 20000,
      areaMin: 1.5,
      areaMax: 3,
      vacantOnly: true,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('ignores an unknown prefecture, type or sort', () => {
    expect(parse('pref=東京&type=garage&sort=random')).toEqual(defaultListFilters);
    expect(parse('pref=tokyo&type=BIKE&sort=PRICE-ASC')).toEqual(defaultListFilters);
  });

  it.each(['-1', 'abc', '1e3', '0x10', '12.5', 'Infinity', '', ' ', '99999999'])(
    'ignores the fee %j (not whole yen in range)',
    (value) => {
      const filters = parse(
        `feeMin=${encodeURIComponent(value)}&feeMax=${encodeURIComponent(value)}`,
      );
      expect(filters.feeMin).toBeNull();
      expect(filters.feeMax).toBeNull();
    },
  );

  it.each(['-1', 'abc', '1e1', '.5', '1.', '1001', 'NaN'])('ignores the area %j', (value) => {
    const filters = parse(
      `areaMin=${encodeURIComponent(value)}&areaMax=${encodeURIComponent(value)}`,
    );
    expect(filters.areaMin).toBeNull();
    expect(filters.areaMax).toBeNull();
  });

  it('keeps 0 and the largest storable values as bounds', () => {
    expect(parse('feeMin=0&feeMax=10000000&areaMin=0&areaMax=1000')).toMatchObject({
      feeMin: 0,
      feeMax: 10_000_000,
      areaMin: 0,
      areaMax: 1000,
    });
  });

  it('accepts digits typed in full width', () => {
    expect(parse('feeMax=１２０００&areaMin=１．５&page=２')).toMatchObject({
      feeMax: 12000,
      areaMin: 1.5,
      page: 2,
    });
  });

  it('swaps bounds given the wrong way round', () => {
    expect(parse('feeMin=20000&feeMax=5000&areaMin=3&areaMax=1.5')).toMatchObject({
      feeMin: 5000,
      feeMax: 20000,
      areaMin: 1.5,
      areaMax: 3,
    });
  });

  it('keeps one bound without the other', () => {
    expect(parse('feeMax=8000&areaMin=2')).toMatchObject({
      feeMin: null,
      feeMax: 8000,
      areaMin: 2,
      areaMax: null,
    });
  });

  it.each(['0', '-2', '1.5', 'x', ''])('falls back to page 1 for %j', (value) => {
    expect(parse(`page=${value}`).page).toBe(1);
  });

  it('reads vacant=1 and vacant=true as vacant only, anything else not', () => {
    expect(parse('vacant=1').vacantOnly).toBe(true);
    expect(parse('vacant=true').vacantOnly).toBe(true);
    expect(parse('vacant=0').vacantOnly).toBe(false);
    expect(parse('vacant=').vacantOnly).toBe(false);
    expect(parse('vacant=yes').vacantOnly).toBe(false);
  });

  it('trims the city and ignores an empty or overlong one', () => {
    expect(parse('city=%20%E5%BA%9C%E4%B8%AD%E5%B8%82%20').city).toBe('府中市');
    expect(parse('city=%20%20').city).toBeNull();
    expect(parse(`city=${'市'.repeat(101)}`).city).toBeNull();
  });

  it('takes the first of repeated parameters and ignores unknown ones', () => {
    expect(parse('type=bike&type=indoor&utm_source=x')).toEqual({
      ...defaultListFilters,
      type: 'bike',
    });
  });

  it('never throws, whatever the query (200 random queries of junk)', () => {
    const next = random(20261122);
    for (let i = 0; i < 200; i += 1) {
      const search = randomSearch(next);
      const filters = parseListFilters(search);
      expect(filters.page).toBeGreaterThanOrEqual(1);
      if (filters.feeMin !== null && filters.feeMax !== null) {
        expect(filters.feeMin).toBeLessThanOrEqual(filters.feeMax);
      }
      if (filters.areaMin !== null && filters.areaMax !== null) {
        expect(filters.areaMin).toBeLessThanOrEqual(filters.areaMax);
      }
      // Whatever it read, writing it back and reading again changes nothing.
      expect(parseListFilters(listFiltersToSearchParams(filters)), search.toString()).toEqual(
        filters,
      );
    }
  });
});

describe('listFiltersToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(listFiltersToSearchParams(defaultListFilters).toString()).toBe('');
  });

  it('writes every filter in a stable key order, whatever order the object has', () => {
    const filters: ListFilters = {
      page: 2,
      sort: 'size-asc',
      vacantOnly: true,
      areaMax: 3,
      areaMin: 1.5,
      feeMax: 20000,
      feeMin: 5000,
      type: 'container',
      city: '横浜市中区',
      prefecture: '神奈川県',
    };
    const search = listFiltersToSearchParams(filters);
    expect([...search.keys()]).toEqual([
      'pref',
      'city',
      'type',
      'feeMin',
      'feeMax',
      'areaMin',
      'areaMax',
      'vacant',
      'sort',
      'page',
    ]);
    expect(Object.fromEntries(search)).toEqual({
      pref: '神奈川県',
      city: '横浜市中区',
      type: 'container',
      feeMin: '5000',
      feeMax: '20000',
      areaMin: '1.5',
      areaMax: '3',
      vacant: '1',
      sort: 'size-asc',
      page: '2',
    });
  });

  it('writes a zero bound (it is not the default)', () => {
    expect(listFiltersToSearchParams({ ...defaultListFilters, feeMin: 0 }).toString()).toBe(
      'feeMin=0',
    );
  });

  it('writes plain numbers, no grouping or exponent', () => {
    expect(
      listFiltersToSearchParams({
        ...defaultListFilters,
        feeMax: 1_000_000,
        areaMin: 0.25,
      }).toString(),
    ).toBe('feeMax=1000000&areaMin=0.25');
  });

  it('leaves out an empty city', () => {
    expect(listFiltersToSearchParams({ ...defaultListFilters, city: ' ' }).toString()).toBe('');
  });

  it('round-trips: parsing what it writes gives the same filters (500 random filters)', () => {
    const next = random(47);
    for (let i = 0; i < 500; i += 1) {
      const filters = randomFilters(next);
      const search = listFiltersToSearchParams(filters);
      expect(parseListFilters(search), search.toString()).toEqual(filters);
      // ...also through the URL text, as the browser holds it.
      expect(parseListFilters(new URLSearchParams(`?${search.toString()}`))).toEqual(filters);
    }
  });
});
