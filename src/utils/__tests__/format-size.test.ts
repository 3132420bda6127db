import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { spaceSizeSchema } from '@/lib/model/space';
import { formatAreaM2 } from '../format-area-m2';
import { formatCm } from '../format-cm';
import { formatDimensions } from '../format-dimensions';
import { formatJo } from '../format-jo';
import { m2ToJo } from '../m2-to-jo';

describe('formatCm', () => {
  it.each([
    [120, '120cm'],
    [0, '0cm'],
    [1500, '1,500cm'],
  ])('%d → %s', (cm, expected) => {
    expect(formatCm(cm)).toBe(expected);
  });
});

describe('formatDimensions', () => {
  it('writes width, depth and height with one unit at the end', () => {
    expect(formatDimensions({ widthCm: 90, depthCm: 120, heightCm: 200 })).toBe(
      '幅90 × 奥行120 × 高さ200cm',
    );
  });

  it('leaves out a missing height (open-air spaces)', () => {
    expect(formatDimensions({ widthCm: 90, depthCm: 120, heightCm: null })).toBe(
      '幅90 × 奥行120cm',
    );
    expect(formatDimensions({ widthCm: 90, depthCm: 120 })).toBe('幅90 × 奥行120cm');
  });

  it('takes a space size as stored, with its area', () => {
    const size: z.infer<typeof spaceSizeSchema> = {
      widthCm: 250,
      depthCm: 600,
      heightCm: 1200,
      areaM2: 15,
    };
    expect(formatDimensions(size)).toBe('幅250 × 奥行600 × 高さ1,200cm');
  });
});

describe('formatAreaM2', () => {
  it.each([
    [1.08, '1.08m²'],
    [1.5, '1.5m²'],
    [1.1, '1.1m²'],
    [2, '2m²'],
    [1.234, '1.23m²'],
    [1.236, '1.24m²'],
    [0.5, '0.5m²'],
    [1000, '1,000m²'],
  ])('%d → %s', (area, expected) => {
    expect(formatAreaM2(area)).toBe(expected);
  });
});

describe('m2ToJo', () => {
  // 1帖 = 1.62m² (不動産の表示に関する公正競争規約).
  it.each([
    [1.62, 1],
    [0.81, 0.5],
    [3.24, 2],
    [0, 0],
    [1.08, 0.7], // 0.666…
    [16.2, 10],
    [2.5, 1.5], // 1.543…
  ])('%d m² → %d帖', (area, jo) => {
    expect(m2ToJo(area)).toBe(jo);
  });

  it('rounds an exact half up, where naive float division would round down', () => {
    // 0.567m² = 0.35帖 exactly, but 0.567 / 1.62 is 0.34999999999999990 in floating point.
    expect(0.567 / 1.62).toBeLessThan(0.35);
    expect(m2ToJo(0.567)).toBe(0.4);
    // 2.025m² = 1.25帖; 0.081m² = 0.05帖
    expect(m2ToJo(2.025)).toBe(1.3);
    expect(m2ToJo(0.081)).toBe(0.1);
    expect(m2ToJo(0.405)).toBe(0.3);
    expect(m2ToJo(4.05)).toBe(2.5);
  });

  it('rounds just below a half down', () => {
    expect(m2ToJo(0.404)).toBe(0.2);
    expect(m2ToJo(1.214)).toBe(0.7);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (area) => {
    expect(() => m2ToJo(area)).toThrow(RangeError);
  });
});

describe('formatJo', () => {
  it.each([
    [1.62, '1.0帖'],
    [0.81, '0.5帖'],
    [0.567, '0.4帖'],
    [3.24, '2.0帖'],
    [16.2, '10.0帖'],
    [1.08, '0.7帖'],
  ])('%d m² → %s', (area, expected) => {
    expect(formatJo(area)).toBe(expected);
  });
});
