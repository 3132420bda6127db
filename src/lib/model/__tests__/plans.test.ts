import { describe, expect, it } from 'vitest';
import { limits } from '#shared/model/limits.js';
import { planKeyOf } from '../plan-key-of';
import { planSchema } from '../plan';
import { plansSchema } from '../plans';
import type { SpaceStatus, SpaceType } from '../space';
import { summarizePlans } from '../summarize-plans';

const space = (
  type: SpaceType,
  monthlyFee: number,
  widthCm: number,
  depthCm: number,
  status: SpaceStatus,
) => ({
  type,
  monthlyFee,
  status,
  size: { widthCm, depthCm, areaM2: Math.round((widthCm * depthCm) / 100) / 100 },
});

describe('planKeyOf', () => {
  it('joins type, fee and width × depth as the rules do', () => {
    expect(planKeyOf(space('indoor', 5500, 90, 120, 'available'))).toBe('indoor_5500_90x120');
    expect(planKeyOf(space('container', 39600, 235, 1203, 'occupied'))).toBe(
      'container_39600_235x1203',
    );
  });
  it('tells apart sizes with the same area and sizes turned around', () => {
    expect(planKeyOf(space('indoor', 5500, 90, 180, 'available'))).not.toBe(
      planKeyOf(space('indoor', 5500, 180, 90, 'available')),
    );
  });
});

describe('summarizePlans', () => {
  it('groups by plan, counting every status in total and only available ones in available', () => {
    const plans = summarizePlans([
      space('indoor', 5500, 90, 120, 'available'),
      space('indoor', 5500, 90, 120, 'reserved'),
      space('indoor', 5500, 90, 120, 'available'),
      space('indoor', 6600, 90, 120, 'occupied'),
      space('bike', 11000, 110, 250, 'unavailable'),
    ]);
    expect(plans).toEqual({
      bike_11000_110x250: { type: 'bike', monthlyFee: 11000, areaM2: 2.75, total: 1, available: 0 },
      indoor_5500_90x120: {
        type: 'indoor',
        monthlyFee: 5500,
        areaM2: 1.08,
        total: 3,
        available: 2,
      },
      indoor_6600_90x120: {
        type: 'indoor',
        monthlyFee: 6600,
        areaM2: 1.08,
        total: 1,
        available: 0,
      },
    });
    expect(Object.keys(plans)).toEqual([...Object.keys(plans)].sort());
    expect(plansSchema.safeParse(plans).success).toBe(true);
  });
  it('has no plan without spaces', () => {
    expect(summarizePlans([])).toEqual({});
  });
  it('gives the same map whatever the order of the spaces', () => {
    const spaces = [
      space('outdoor', 4400, 120, 120, 'available'),
      space('indoor', 5500, 90, 120, 'reserved'),
      space('outdoor', 4400, 120, 120, 'occupied'),
    ];
    expect(JSON.stringify(summarizePlans(spaces))).toBe(
      JSON.stringify(summarizePlans([...spaces].reverse())),
    );
  });
});

describe('plansSchema', () => {
  const plan = { type: 'indoor', monthlyFee: 5500, areaM2: 1.08, total: 2, available: 1 } as const;
  it('accepts a plan and refuses available above total, a zero total and extra keys', () => {
    expect(planSchema.safeParse(plan).success).toBe(true);
    expect(planSchema.safeParse({ ...plan, available: 3 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, total: 0, available: 0 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, available: -1 }).success).toBe(false);
    expect(planSchema.safeParse({ ...plan, label: 'A' }).success).toBe(false);
  });
  it('requires keys of the planKeyOf form that name the entry’s own type and fee', () => {
    expect(plansSchema.safeParse({ indoor_5500_90x120: plan }).success).toBe(true);
    expect(plansSchema.safeParse({ 'indoor-5500-90x120': plan }).success).toBe(false);
    expect(plansSchema.safeParse({ indoor_6600_90x120: plan }).success).toBe(false);
    expect(plansSchema.safeParse({ bike_5500_90x120: plan }).success).toBe(false);
  });
  it(`holds at most ${limits.plans} plans`, () => {
    const many = (n: number) =>
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [
          `indoor_5500_${i + 1}x100`,
          { ...plan, areaM2: 0.01 * (i + 1) },
        ]),
      );
    expect(plansSchema.safeParse(many(limits.plans)).success).toBe(true);
    expect(plansSchema.safeParse(many(limits.plans + 1)).success).toBe(false);
  });
});
