import { describe, expect, it } from 'vitest';
import {
  addMonths,
  isBillingPeriod,
  periodDays,
  periodOf,
} from '#shared/billing/billing-period.js';

describe('billing periods', () => {
  it('recognises YYYY-MM only', () => {
    expect(isBillingPeriod('2026-12')).toBe(true);
    expect(isBillingPeriod('2026-13')).toBe(false);
    expect(isBillingPeriod('2026-1')).toBe(false);
    expect(isBillingPeriod(null)).toBe(false);
  });

  it('moves by months across years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -13)).toBe('2025-10');
  });

  it('knows the first and last day of a month', () => {
    expect(periodDays('2026-02')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(periodDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(periodDays('2026-12')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
    expect(periodOf('2026-11-24')).toBe('2026-11');
  });
});
