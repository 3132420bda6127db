import { describe, expect, it } from 'vitest';
import type { AssetSearchSummary } from '../asset-search-summary';
import { compareAssetNumbers } from '../compare-asset-numbers';
import { listSorts } from '../list-sort';
import { smallestArea } from '../smallest-area';
import { sortAssets } from '../sort-assets';

function asset(
  assetNumber: string,
  plans: [monthlyFee: number, areaM2: number, available: number][],
): AssetSearchSummary {
  return {
    assetNumber,
    prefecture: '東京都',
    city: '新宿区',
    plans: Object.fromEntries(
      plans.map(([monthlyFee, areaM2, available], i) => [
        `p${i}`,
        { type: i === 0 ? 'indoor' : 'bike', monthlyFee, areaM2, total: 5, available },
      ]),
    ),
  };
}

const a10 = asset('SK-10', [[8000, 1.2, 1]]);
const a2 = asset('SK-2', [[8000, 2.0, 1]]);
const a1 = asset('SK-1', [
  [12000, 0.8, 0],
  [15000, 3.0, 2],
]);
const a3 = asset('SK-3', [[4000, 5.0, 0]]);
const none = asset('SK-4', []);
const assets = [a10, none, a2, a3, a1];
const numbers = (list: AssetSearchSummary[]) => list.map((x) => x.assetNumber);

describe('compareAssetNumbers', () => {
  it('orders digit runs as numbers', () => {
    const sorted = ['SK-10', 'SK-2', 'SK-1', 'SK-100', 'BG-3', 'SK-9'].sort(compareAssetNumbers);
    expect(sorted).toEqual(['BG-3', 'SK-1', 'SK-2', 'SK-9', 'SK-10', 'SK-100']);
  });

  it('still tells apart numbers the collator holds equal, in a fixed order', () => {
    expect(compareAssetNumbers('SK-02', 'SK-2')).not.toBe(0);
    expect(Math.sign(compareAssetNumbers('SK-02', 'SK-2'))).toBe(
      -Math.sign(compareAssetNumbers('SK-2', 'SK-02')),
    );
    expect(compareAssetNumbers('SK-2', 'SK-2')).toBe(0);
  });
});

describe('smallestArea', () => {
  it('is the smallest area among matching plans, vacant or not', () => {
    expect(smallestArea(a1)).toBe(0.8);
    expect(smallestArea(a1, { type: 'bike' })).toBe(3);
    expect(smallestArea(a1, { vacantOnly: true })).toBe(3);
    expect(smallestArea(none)).toBeNull();
  });
});

describe('sortAssets', () => {
  it('sorts by asset number in natural order', () => {
    expect(numbers(sortAssets(assets, 'asset-number'))).toEqual([
      'SK-1',
      'SK-2',
      'SK-3',
      'SK-4',
      'SK-10',
    ]);
  });

  it('sorts by from-price, ties by asset number, no price last', () => {
    // from-prices: SK-10 8000, SK-2 8000, SK-1 15000 (its ¥12,000 plan is full), SK-3 4000
    // (nothing vacant: its lowest), SK-4 none.
    expect(numbers(sortAssets(assets, 'price-asc'))).toEqual([
      'SK-3',
      'SK-2',
      'SK-10',
      'SK-1',
      'SK-4',
    ]);
    expect(numbers(sortAssets(assets, 'price-desc'))).toEqual([
      'SK-1',
      'SK-2',
      'SK-10',
      'SK-3',
      'SK-4',
    ]);
  });

  it('sorts by smallest area, ties by asset number, no area last', () => {
    expect(numbers(sortAssets(assets, 'size-asc'))).toEqual([
      'SK-1',
      'SK-10',
      'SK-2',
      'SK-3',
      'SK-4',
    ]);
    expect(numbers(sortAssets(assets, 'size-desc'))).toEqual([
      'SK-3',
      'SK-2',
      'SK-10',
      'SK-1',
      'SK-4',
    ]);
  });

  it('uses the same filters as the list, so the order agrees with the cards', () => {
    // Only bike plans: SK-1's is ¥15,000 / 3m²; the others have no bike plan.
    expect(numbers(sortAssets(assets, 'price-asc', { type: 'bike' }))).toEqual([
      'SK-1',
      'SK-2',
      'SK-3',
      'SK-4',
      'SK-10',
    ]);
    expect(numbers(sortAssets([a2, a1], 'size-asc', { vacantOnly: true }))).toEqual([
      'SK-2',
      'SK-1',
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const input = [...assets];
    const sorted = sortAssets(input, 'price-asc');
    expect(sorted).not.toBe(input);
    expect(input).toEqual(assets);
  });

  it('gives the same order whatever the input order', () => {
    for (const sort of listSorts) {
      const forward = numbers(sortAssets(assets, sort));
      expect(numbers(sortAssets([...assets].reverse(), sort)), sort).toEqual(forward);
    }
  });

  it('handles an empty list', () => {
    expect(sortAssets([], 'price-asc')).toEqual([]);
  });
});
