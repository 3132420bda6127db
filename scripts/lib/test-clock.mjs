// The one seam through which a test run is moved to another day: `TEST_CLOCK=2027-01-31` (that
// day at the present time of day in Japan) or an instant (`TEST_CLOCK=2027-01-31T23:50:00+09:00`).
// Imported first (by scripts/test.mjs, or as `node --import` through NODE_OPTIONS, which this
// module sets for every child process), it shifts `Date` in each Node process of the run — the
// runner, the offline emulators, the firebase CLI's Auth emulator, the Functions emulator's
// functions, vitest and its workers, the seed — by one offset, carried to the children as
// `TEST_CLOCK_OFFSET_MS` so that all of them agree to the millisecond. Time moves on at the usual
// speed; timers and `performance.now()` are untouched. The browser contexts of the e2e tests are
// set to the same time (test/e2e/support/open-page.ts). Production code is never changed for it:
// it reads `Date` as always. docs/testing.md, "Another day".
import { pathToFileURL } from 'node:url';

const RealDate = globalThis.Date;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Milliseconds to add to the real clock for `clock` (`YYYY-MM-DD`: that day at the present time
 * of day in Japan; otherwise any instant `Date` parses, with its offset).
 */
export function offsetFor(clock, realNow = RealDate.now()) {
  if (DAY.test(clock)) {
    const timeOfDay = new RealDate(realNow + 9 * 3_600_000).toISOString().slice(10, 23);
    return RealDate.parse(`${clock}${timeOfDay}+09:00`) - realNow;
  }
  const target = RealDate.parse(clock);
  if (Number.isNaN(target)) {
    throw new Error(`TEST_CLOCK: expected YYYY-MM-DD or an ISO instant, got "${clock}"`);
  }
  return target - realNow;
}

/** A `Date` whose present is `offset` ms from the real one; everything else is the real Date. */
export function shiftedDate(offset) {
  const now = () => RealDate.now() + offset;
  return new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    // Date() called without new gives the present as a string.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}

/** The shift in force in this process (0 when the clock is the real one). */
export function testClockOffset() {
  return Number(process.env['TEST_CLOCK_OFFSET_MS'] ?? 0);
}

function install() {
  const clock = process.env['TEST_CLOCK'];
  if (!process.env['TEST_CLOCK_OFFSET_MS']) {
    if (!clock) return;
    process.env['TEST_CLOCK_OFFSET_MS'] = String(offsetFor(clock));
  }
  const offset = testClockOffset();
  if (offset === 0 || globalThis.Date !== RealDate) return;
  globalThis.Date = shiftedDate(offset);
  // Children (the firebase CLI, its functions, vitest's workers, the seed) shift the same way.
  const flag = `--import=${pathToFileURL(new URL(import.meta.url).pathname).href}`;
  const options = process.env['NODE_OPTIONS'] ?? '';
  if (!options.includes(flag)) process.env['NODE_OPTIONS'] = `${options} ${flag}`.trim();
}

install();
