import { describe, expect, it } from 'vitest';
import { tomorrowInJapan } from '../tomorrow-in-japan';

describe('tomorrowInJapan', () => {
  it('is the day after today in Japan, whatever the time zone of the browser', () => {
    // 2026-05-01 23:30 UTC is already 2 May 08:30 in Japan.
    expect(tomorrowInJapan(new Date('2026-05-01T23:30:00Z'))).toBe('2026-05-03');
    // 2026-05-01 14:59 UTC is still 1 May 23:59 in Japan.
    expect(tomorrowInJapan(new Date('2026-05-01T14:59:00Z'))).toBe('2026-05-02');
  });

  it('crosses months and years', () => {
    expect(tomorrowInJapan(new Date('2026-12-31T03:00:00Z'))).toBe('2027-01-01');
    expect(tomorrowInJapan(new Date('2028-02-28T03:00:00Z'))).toBe('2028-02-29');
  });
});
