import { invalidArgument } from './api-error.js';

export interface Instant {
  seconds: number;
  nanos: number;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;
// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999999Z: Firestore's documented timestamp range.
const MIN_SECONDS = -62135596800;
const MAX_SECONDS = 253402300799;

/** Parses an RFC 3339 timestamp; Firestore keeps microseconds, so extra precision is dropped. */
export function parseTimestamp(text: string, where: string): Instant {
  const match = RFC3339.exec(text);
  if (!match) {
    throw invalidArgument(
      `Invalid timestamp at '${where}': ${JSON.stringify(text)} is not an RFC 3339 date-time.`,
    );
  }
  const [, y, mo, d, h, mi, s, fraction = '', zone = 'Z'] = match;
  const millis = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(millis);
  if (
    Number.isNaN(millis) ||
    check.getUTCDate() !== Number(d) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59
  ) {
    throw invalidArgument(
      `Invalid timestamp at '${where}': ${JSON.stringify(text)} is not a valid date-time.`,
    );
  }
  let seconds = Math.floor(millis / 1000);
  // Date.UTC maps years 0-99 to 1900-1999; correct for that.
  if (Number(y) < 100) seconds = Math.floor(new Date(millis).setUTCFullYear(Number(y)) / 1000);
  if (zone !== 'Z' && zone !== 'z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    seconds -= sign * (Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60);
  }
  const micros = Number((fraction + '000000').slice(0, 6));
  if (seconds < MIN_SECONDS || seconds > MAX_SECONDS) {
    throw invalidArgument(
      `Invalid timestamp at '${where}': ${text} is outside 0001-01-01 .. 9999-12-31.`,
    );
  }
  return { seconds, nanos: micros * 1000 };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Z-normalised RFC 3339 with 0, 3 or 6 fractional digits (the proto3 JSON convention). */
export function formatTimestamp(instant: Instant): string {
  const date = new Date(instant.seconds * 1000);
  const base =
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}` +
    `T${pad(date.getUTCHours(), 2)}:${pad(date.getUTCMinutes(), 2)}:${pad(date.getUTCSeconds(), 2)}`;
  const micros = Math.floor(instant.nanos / 1000);
  if (micros === 0) return `${base}Z`;
  if (micros % 1000 === 0) return `${base}.${pad(micros / 1000, 3)}Z`;
  return `${base}.${pad(micros, 6)}Z`;
}

export function normalizeTimestamp(text: string, where: string): string {
  return formatTimestamp(parseTimestamp(text, where));
}

/** Orders two timestamps produced by formatTimestamp without parsing dates. */
export function compareNormalizedTimestamps(a: string, b: string): number {
  const ha = a.slice(0, 19);
  const hb = b.slice(0, 19);
  if (ha !== hb) return ha < hb ? -1 : 1;
  const fa = a.length > 20 ? a.slice(20, -1).padEnd(6, '0') : '000000';
  const fb = b.length > 20 ? b.slice(20, -1).padEnd(6, '0') : '000000';
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/**
 * Hands out strictly increasing commit times with microsecond precision, like Firestore's.
 *
 * The microseconds come from a monotonic high-resolution clock anchored to the wall clock once,
 * not from `Date.now() * 1000`: that would make the first commit of every millisecond end in
 * `000`, the same instant a client's `Timestamp.now()` (whole milliseconds) names, so a
 * `field == request.time` rule would accept a client-made time whenever both fell in one
 * millisecond — which real Firestore refuses all but about once in a thousand.
 */
export class CommitClock {
  private lastMicros = 0n;
  private readonly originMicros: bigint;
  private readonly originHrtime: bigint;

  constructor(
    wallClockMillis: () => number = Date.now,
    private readonly hrtimeNanos: () => bigint = () => process.hrtime.bigint(),
  ) {
    this.originMicros = BigInt(Math.floor(wallClockMillis() * 1000));
    this.originHrtime = hrtimeNanos();
  }

  next(): Instant {
    const now = this.originMicros + (this.hrtimeNanos() - this.originHrtime) / 1000n;
    this.lastMicros = now > this.lastMicros ? now : this.lastMicros + 1n;
    return {
      seconds: Number(this.lastMicros / 1000000n),
      nanos: Number(this.lastMicros % 1000000n) * 1000,
    };
  }
}
