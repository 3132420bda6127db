import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import {
  CommitClock,
  compareNormalizedTimestamps,
  formatTimestamp,
  normalizeTimestamp,
  parseTimestamp,
} from '../timestamps.js';

// https://firebase.google.com/docs/firestore/reference/rest/Shared.Types/Timestamp: "RFC 3339,
// where generated output will always be Z-normalized and uses 0, 3, 6 or 9 fractional digits.
// Offsets other than "Z" are also accepted." Range 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999999Z.
describe('timestamps', () => {
  it('normalises offsets to Z and trims the fraction to 0, 3 or 6 digits', () => {
    expect(normalizeTimestamp('2024-03-01T09:00:00+09:00', 'x')).toBe('2024-03-01T00:00:00Z');
    expect(normalizeTimestamp('2024-03-01T00:00:00.5Z', 'x')).toBe('2024-03-01T00:00:00.500Z');
    expect(normalizeTimestamp('2024-03-01T00:00:00.000001Z', 'x')).toBe(
      '2024-03-01T00:00:00.000001Z',
    );
    // Firestore keeps microseconds: nanoseconds are rounded down.
    expect(normalizeTimestamp('2024-03-01T00:00:00.123456999Z', 'x')).toBe(
      '2024-03-01T00:00:00.123456Z',
    );
  });

  it('accepts the documented range and nothing outside it', () => {
    expect(normalizeTimestamp('0001-01-01T00:00:00Z', 'x')).toBe('0001-01-01T00:00:00Z');
    expect(normalizeTimestamp('9999-12-31T23:59:59.999999Z', 'x')).toBe(
      '9999-12-31T23:59:59.999999Z',
    );
    expect(() => parseTimestamp('9999-12-31T23:59:59-01:00', 'x')).toThrow(ApiError);
    expect(() => parseTimestamp('2023-02-29T00:00:00Z', 'x')).toThrow(/not a valid date-time/);
    expect(() => parseTimestamp('2024-01-01 00:00:00', 'x')).toThrow(/RFC 3339/);
  });

  it('orders normalised timestamps by instant', () => {
    expect(compareNormalizedTimestamps('2024-01-01T00:00:00Z', '2024-01-01T00:00:00.000001Z')).toBe(
      -1,
    );
    expect(
      compareNormalizedTimestamps('2024-01-01T00:00:00.5Z', '2024-01-01T00:00:00.499999Z'),
    ).toBe(1);
    expect(compareNormalizedTimestamps('2024-01-01T00:00:00.100Z', '2024-01-01T00:00:00.1Z')).toBe(
      0,
    );
  });

  it('hands out strictly increasing commit times', () => {
    const clock = new CommitClock();
    const times = Array.from({ length: 50 }, () => formatTimestamp(clock.next()));
    for (let i = 1; i < times.length; i++) {
      expect(compareNormalizedTimestamps(times[i - 1] as string, times[i] as string)).toBe(-1);
    }
  });

  it('gives commit times real sub-millisecond precision, not the start of each millisecond', () => {
    const clock = new CommitClock();
    const micros = Array.from({ length: 2000 }, () => clock.next().nanos / 1000);
    const wholeMillis = micros.filter((value) => value % 1000 === 0).length;
    // A millisecond-anchored clock made every first commit of a millisecond end in 000 (in a
    // tight loop, about one in every few dozen); a high-resolution one does so about once in
    // a thousand.
    expect(wholeMillis).toBeLessThan(20);
  });

  it('follows a high-resolution clock from one wall-clock reading, and never goes back', () => {
    let hr = 5_000_000_000n;
    const clock = new CommitClock(
      () => 1_700_000_000_123,
      () => hr,
    );
    expect(formatTimestamp(clock.next())).toBe('2023-11-14T22:13:20.123Z');
    hr += 1_234_567n; // 1.234567 ms later
    expect(formatTimestamp(clock.next())).toBe('2023-11-14T22:13:20.124234Z');
    // The same reading again (or a coarse clock): one microsecond later, still increasing.
    expect(formatTimestamp(clock.next())).toBe('2023-11-14T22:13:20.124235Z');
  });
});
