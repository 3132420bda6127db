import { describe, expect, it } from 'vitest';
import type { AssetSearchSummary } from '../asset-search-summary';
import { filterAssets } from '../filter-assets';
import { fromPrice } from '../from-price';
import { defaultListFilters } from '../list-filters';
import { planMatchesFilters } from '../plan-matches-filters';
import { vacancyCount } from '../vacancy-count';

const shinjuku: AssetSearchSummary = {
  assetNumber: 'SK-1',
  prefecture: '東京都',
  city: '新宿区',
  plans: {
    small: { type: 'indoor', monthlyFee: 5500, areaM2: 0.81, total: 4, available: 0 },
    medium: { type: 'indoor', monthlyFee: 9900, areaM2: 1.62, total: 6, available: 2 },
    bike: { type: 'bike', monthlyFee: 14300, areaM2: 3.24, total: 3, available: 1 },
  },
};

const fuchuTokyo: AssetSearchSummary = {
  assetNumber: 'SK-2',
  prefecture: '東京都',
  city: '府中市',
  plans: {
    c20: { type: 'container', monthlyFee: 22000, areaM2: 14.8, total: 10, available: 0 },
  },
};

const fuchuHiroshima: AssetSearchSummary = {
  assetNumber: 'SK-10',
  prefecture: '広島県',
  city: '府中市',
  plans: {
    out: { type: 'outdoor', monthlyFee: 3300, areaM2: 1.2, total: 8, available: 5 },
  },
};

const empty: AssetSearchSummary = {
  assetNumber: 'SK-3',
  prefecture: '東京都',
  city: '新宿区',
  plans: {},
};

const assets = [shinjuku, fuchuTokyo, fuchuHiroshima, empty];
const numbers = (list: AssetSearchSummary[]) => list.map((asset) => asset.assetNumber);

describe('filterAssets', () => {
  it('keeps every asset with a plan when nothing is filtered, in the given order', () => {
    expect(numbers(filterAssets(assets, defaultListFilters))).toEqual(['SK-1', 'SK-2', 'SK-10']);
    expect(numbers(filterAssets(assets, {}))).toEqual(['SK-1', 'SK-2', 'SK-10']);
  });

  it('drops an asset without plans (nothing to rent)', () => {
    expect(filterAssets([empty], {})).toEqual([]);
  });

  it('filters by prefecture and by city', () => {
    expect(numbers(filterAssets(assets, { prefecture: '東京都' }))).toEqual(['SK-1', 'SK-2']);
    expect(numbers(filterAssets(assets, { city: '府中市' }))).toEqual(['SK-2', 'SK-10']);
    expect(numbers(filterAssets(assets, { prefecture: '広島県', city: '府中市' }))).toEqual([
      'SK-10',
    ]);
    expect(filterAssets(assets, { prefecture: '北海道' })).toEqual([]);
  });

  it('filters by space type', () => {
    expect(numbers(filterAssets(assets, { type: 'bike' }))).toEqual(['SK-1']);
    expect(numbers(filterAssets(assets, { type: 'indoor' }))).toEqual(['SK-1']);
    expect(filterAssets(assets, { type: 'parking' })).toEqual([]);
  });

  it('filters by fee, both bounds included', () => {
    expect(numbers(filterAssets(assets, { feeMin: 14300 }))).toEqual(['SK-1', 'SK-2']);
    expect(numbers(filterAssets(assets, { feeMax: 5500 }))).toEqual(['SK-1', 'SK-10']);
    expect(numbers(filterAssets(assets, { feeMin: 5501, feeMax: 9899 }))).toEqual([]);
    expect(numbers(filterAssets(assets, { feeMin: 9900, feeMax: 9900 }))).toEqual(['SK-1']);
  });

  it('filters by area, both bounds included', () => {
    expect(numbers(filterAssets(assets, { areaMin: 10 }))).toEqual(['SK-2']);
    expect(numbers(filterAssets(assets, { areaMax: 1.2 }))).toEqual(['SK-1', 'SK-10']);
    expect(numbers(filterAssets(assets, { areaMin: 1.62, areaMax: 1.62 }))).toEqual(['SK-1']);
  });

  it('keeps only assets with a vacant space when asked', () => {
    expect(numbers(filterAssets(assets, { vacantOnly: true }))).toEqual(['SK-1', 'SK-10']);
  });

  it('needs ONE plan to satisfy every plan filter at once, not each filter by some plan', () => {
    // SK-1 has a ¥5,500 plan (full) and vacant plans (dearer): no vacant plan at ≤ ¥5,500.
    expect(filterAssets([shinjuku], { feeMax: 5500, vacantOnly: true })).toEqual([]);
    // It has a bike plan and a plan ≤ ¥10,000, but no bike plan ≤ ¥10,000.
    expect(filterAssets([shinjuku], { type: 'bike', feeMax: 10000 })).toEqual([]);
    // It has an indoor plan and a plan ≥ 3m², but the indoor plans are smaller.
    expect(filterAssets([shinjuku], { type: 'indoor', areaMin: 3 })).toEqual([]);
    expect(filterAssets([shinjuku], { type: 'indoor', feeMax: 10000, vacantOnly: true })).toEqual([
      shinjuku,
    ]);
  });

  it('ignores sort and page', () => {
    expect(
      numbers(filterAssets(assets, { ...defaultListFilters, sort: 'price-desc', page: 9 })),
    ).toEqual(['SK-1', 'SK-2', 'SK-10']);
  });

  it('keeps the caller’s own asset type', () => {
    const withName = [{ ...fuchuHiroshima, name: '府中屋外' }];
    const [kept] = filterAssets(withName, {});
    expect(kept?.name).toBe('府中屋外');
  });
});

describe('planMatchesFilters', () => {
  const plan = { type: 'indoor', monthlyFee: 9900, areaM2: 1.62, total: 6, available: 0 } as const;

  it('matches without filters and with null (unset) filters', () => {
    expect(planMatchesFilters(plan)).toBe(true);
    expect(planMatchesFilters(plan, defaultListFilters)).toBe(true);
  });

  it('needs a vacant space only with vacantOnly', () => {
    expect(planMatchesFilters(plan, { vacantOnly: true })).toBe(false);
    expect(planMatchesFilters({ ...plan, available: 1 }, { vacantOnly: true })).toBe(true);
  });
});

describe('vacancyCount', () => {
  it('adds up the vacant spaces of every plan', () => {
    expect(vacancyCount(shinjuku)).toBe(3);
    expect(vacancyCount(fuchuTokyo)).toBe(0);
    expect(vacancyCount(empty)).toBe(0);
  });
});

describe('fromPrice', () => {
  it('is the lowest fee among plans with a vacant space', () => {
    // The ¥5,500 plan is full, so SK-1 is shown from ¥9,900.
    expect(fromPrice(shinjuku)).toBe(9900);
  });

  it('falls back to the lowest fee of all plans when none is vacant', () => {
    expect(fromPrice(fuchuTokyo)).toBe(22000);
    const allTaken = Object.fromEntries(
      Object.entries(shinjuku.plans).map(([id, plan]) => [id, { ...plan, available: 0 }]),
    );
    expect(fromPrice({ ...shinjuku, plans: allTaken })).toBe(5500);
  });

  it('looks only at the plans matching the filters', () => {
    expect(fromPrice(shinjuku, { type: 'bike' })).toBe(14300);
    expect(fromPrice(shinjuku, { type: 'indoor', feeMax: 6000 })).toBe(5500);
    expect(fromPrice(shinjuku, { areaMin: 1 })).toBe(9900);
  });

  it('is null when no plan matches', () => {
    expect(fromPrice(empty)).toBeNull();
    expect(fromPrice(shinjuku, { type: 'parking' })).toBeNull();
    expect(fromPrice(fuchuTokyo, { vacantOnly: true })).toBeNull();
  });
});

describe('vacancyCount (the card’s 空き n区画)', () => {
  it('counts every plan without filters, only the matching plans with them (issue 30)', () => {
    expect(vacancyCount(shinjuku)).toBe(3);
    // Filtered to ≤ 0.5帖 (0.81㎡): the small plan is full, so the card says 満室, not 空き 3.
    expect(vacancyCount(shinjuku, { areaMax: 0.81 })).toBe(0);
    expect(vacancyCount(shinjuku, { type: 'bike' })).toBe(1);
    expect(vacancyCount(shinjuku, { feeMax: 10_000 })).toBe(2);
  });
});
