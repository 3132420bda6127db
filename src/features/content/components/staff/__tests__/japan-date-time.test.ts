import { describe, expect, it } from 'vitest';
import { fromJapanDateTime, toJapanDateTime } from '../../../japan-date-time';

describe('Japan date and time', () => {
  it('reads an instant as the day and time on a clock in Japan', () => {
    // 23:30 UTC on 30 November is 08:30 on 1 December in Japan.
    expect(toJapanDateTime(new Date('2026-11-30T23:30:00Z'))).toEqual({
      date: '2026-12-01',
      time: '08:30',
    });
    expect(toJapanDateTime(new Date('2026-12-01T15:00:00Z'))).toEqual({
      date: '2026-12-02',
      time: '00:00',
    });
  });

  it('turns a day and time typed in Japan into the one instant they name', () => {
    expect(fromJapanDateTime({ date: '2026-12-01', time: '08:30' }).toISOString()).toBe(
      '2026-11-30T23:30:00.000Z',
    );
    expect(fromJapanDateTime({ date: '2027-01-01', time: '00:00' }).toISOString()).toBe(
      '2026-12-31T15:00:00.000Z',
    );
  });

  it('round-trips whatever the browser time zone (Japan has no summer time)', () => {
    const instant = new Date('2026-07-15T01:05:00Z');
    expect(fromJapanDateTime(toJapanDateTime(instant))).toEqual(instant);
  });

  it('refuses a value that is not a date and time', () => {
    expect(() => fromJapanDateTime({ date: '', time: '10:00' })).toThrow(RangeError);
    expect(() => fromJapanDateTime({ date: '2026-12-01', time: '' })).toThrow(RangeError);
  });
});
