/**
 * Calendar days in Japan (Asia/Tokyo, UTC+9, no summer time), as the pages and the seed count
 * them, for end-to-end tests that compare "today" with what a page shows.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The day `days` after the day of `now` in Japan, as 'YYYY-MM-DD'. */
export function dayInJapan(days = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + JAPAN_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day in Japan of an instant (a stored Timestamp's toDate(), say), as 'YYYY-MM-DD'. */
export function japanDayOf(instant: Date): string {
  return dayInJapan(0, instant);
}

/**
 * Keeps the day in Japan from changing under the test that follows: when midnight in Japan
 * (15:00 UTC) is less than `withinMs` away, waits until it has passed. The test and the page then
 * agree on "today" (and on this month) from start to end, whenever the test runs. An end-to-end
 * test that passes has taken at most 60 s (testTimeout, vitest.config.ts), hence the 65 s.
 * Use it in a beforeEach, whose own timeout (hookTimeout, 180 s) covers the wait.
 */
export async function awayFromMidnightInJapan(withinMs = 65_000): Promise<void> {
  const now = Date.now();
  const untilMidnight = DAY_MS - ((now + JAPAN_OFFSET_MS) % DAY_MS);
  if (untilMidnight >= withinMs) return;
  // eslint-disable-next-line no-restricted-syntax -- waits for the clock itself, not for the page
  await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}
