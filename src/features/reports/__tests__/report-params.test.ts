import { describe, expect, it } from 'vitest';
import { periodsOf, reportParamsFrom } from '../report-params';
import { csvRowsOf, formatValue, rankingTable } from '../report-tables';

const params = (search: string) => reportParamsFrom(new URLSearchParams(search), '2026-12');

describe('reportParamsFrom', () => {
  it.each([
    ['', { from: '2026-01', to: '2026-12', asset: null, rank: 'occupancy' }],
    [
      '?from=2026-06&to=2026-09&asset=SK-101&rank=rent',
      { from: '2026-06', to: '2026-09', asset: 'SK-101', rank: 'rent' },
    ],
    // A month after this one, a start after the end, a bad asset id: the defaults.
    [
      '?from=2027-02&to=2027-03&asset=<x>',
      { from: '2026-01', to: '2026-12', asset: null, rank: 'occupancy' },
    ],
    // At most 24 months.
    [
      '?from=2020-01&to=2026-12',
      { from: '2025-01', to: '2026-12', asset: null, rank: 'occupancy' },
    ],
  ])('%s', (search, expected) => {
    expect(params(search)).toEqual(expected);
  });

  it('lists the months of the period', () => {
    expect(periodsOf({ from: '2026-11', to: '2027-02' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('the tables', () => {
  const line = (units: number, unitsLet: number, area: number, billedRent: number) => ({
    name: '',
    units,
    unitsLet,
    area,
    areaLet: 0,
    listRent: 0,
    billedRent,
    billed: billedRent,
    moveIns: 0,
    moveOuts: 0,
    waiting: 0,
  });
  const lines = [
    { label: 'A', line: line(10, 5, 10, 50_000) },
    { label: 'B', line: line(10, 9, 20, 40_000) },
  ];

  it('ranks by 稼働率 or by 利用料 a ㎡', () => {
    expect(rankingTable('物件', lines, 'occupancy').rows.map((r) => r.label)).toEqual(['B', 'A']);
    expect(rankingTable('物件', lines, 'rent').rows.map((r) => r.label)).toEqual(['A', 'B']);
  });

  it('shows and writes the same figures', () => {
    const table = rankingTable('物件', lines, 'occupancy');
    expect(table.rows[0]!.values.slice(0, 1).map((v) => formatValue(v, 'rate'))).toEqual(['90.0%']);
    expect(formatValue(40_000, 'yen')).toBe('40,000円');
    expect(formatValue(null, 'rate')).toBe('—');
    const csv = csvRowsOf(table);
    expect(csv.headers.slice(0, 2)).toEqual(['物件', '稼働率（区画数）（%）']);
    expect(csv.rows[0]!.slice(0, 2)).toEqual(['B', 90]);
    // 利用料 a ㎡: ¥40,000 ÷ 20㎡.
    expect(csv.rows[0]![4]).toBe(2000);
  });
});
