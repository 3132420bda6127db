import { describe, expect, it } from 'vitest';
import { describeSeries, maxSeriesCount, seriesLabels } from '../../../series-labels';

describe('seriesLabels', () => {
  it('numbers a series from the start number', () => {
    const result = seriesLabels({ prefix: 'A-', start: 101, count: 20, padding: 0 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.labels).toHaveLength(20);
    expect(result.labels[0]).toBe('A-101');
    expect(result.labels[19]).toBe('A-120');
    expect(describeSeries(result.labels)).toBe('A-101 〜 A-120（20区画）');
  });

  it('pads numbers with zeros, and longer numbers keep every digit', () => {
    expect(seriesLabels({ prefix: 'B', start: 8, count: 3, padding: 2 })).toEqual({
      ok: true,
      labels: ['B08', 'B09', 'B10'],
    });
    expect(seriesLabels({ prefix: 'C-', start: 99, count: 2, padding: 2 })).toEqual({
      ok: true,
      labels: ['C-99', 'C-100'],
    });
  });

  it('accepts no prefix when the numbers make valid ids', () => {
    expect(seriesLabels({ prefix: '', start: 1, count: 2, padding: 3 })).toEqual({
      ok: true,
      labels: ['001', '002'],
    });
  });

  it.each([
    [{ prefix: 'A 1', start: 1, count: 1, padding: 0 }, '接頭辞は半角英数字'],
    [{ prefix: 'あ', start: 1, count: 1, padding: 0 }, '接頭辞は半角英数字'],
    [{ prefix: '-A', start: 1, count: 1, padding: 0 }, '英数字で始めて'],
    [{ prefix: 'A', start: -1, count: 1, padding: 0 }, '開始番号'],
    [{ prefix: 'A', start: 1.5, count: 1, padding: 0 }, '開始番号'],
    [{ prefix: 'A', start: 1, count: 0, padding: 0 }, '区画数は1〜100'],
    [{ prefix: 'A', start: 1, count: maxSeriesCount + 1, padding: 0 }, '区画数は1〜100'],
    [{ prefix: 'A', start: 1, count: 1, padding: 7 }, '桁数'],
    [{ prefix: 'ABCDEFGHIJKLMNOPQR-', start: 9, count: 2, padding: 0 }, '20文字以内'],
  ])('refuses %o with a reason', (input, reason) => {
    const result = seriesLabels(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(reason);
  });
});
