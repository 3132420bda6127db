/**
 * Methods of the built-in types and the `math`, `hashing`, `timestamp`, `duration` and `latlng`
 * namespaces, per the rules reference (https://firebase.google.com/docs/reference/rules/rules).
 */
import { createHash } from 'node:crypto';
import { RE2JS } from 're2js';
import {
  checkInt,
  equals,
  EvalError,
  RBytes,
  RDuration,
  RLatLng,
  RMap,
  RMapDiff,
  RPath,
  RSet,
  RTimestamp,
  typeName,
  type Value,
} from './values';

const regexCache = new Map<string, RE2JS>();

function regex(pattern: string): RE2JS {
  let re = regexCache.get(pattern);
  if (!re) {
    try {
      re = RE2JS.compile(pattern);
    } catch (e) {
      throw new EvalError(
        `Invalid regular expression ${JSON.stringify(pattern)}: ${(e as Error).message}`,
      );
    }
    if (regexCache.size > 1000) regexCache.clear();
    regexCache.set(pattern, re);
  }
  return re;
}

function arity(name: string, args: readonly Value[], n: number): void {
  if (args.length !== n) {
    throw new EvalError(`Function ${name}() expects ${n} argument(s), got ${args.length}.`);
  }
}

function str(name: string, v: Value | undefined): string {
  if (typeof v !== 'string')
    throw new EvalError(`${name}: expected a string, got ${typeName(v ?? null)}.`);
  return v;
}

function int(name: string, v: Value | undefined): bigint {
  if (typeof v !== 'bigint')
    throw new EvalError(`${name}: expected an int, got ${typeName(v ?? null)}.`);
  return v;
}

function num(name: string, v: Value | undefined): number {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v !== 'number')
    throw new EvalError(`${name}: expected a number, got ${typeName(v ?? null)}.`);
  return v;
}

/** A list or set argument as an array of values (hasAll & co accept both). */
function items(name: string, v: Value | undefined): readonly Value[] {
  if (Array.isArray(v)) return v;
  if (v instanceof RSet) return v.items;
  throw new EvalError(`${name}: expected a list or set, got ${typeName(v ?? null)}.`);
}

function bytesOf(name: string, v: Value | undefined): Uint8Array {
  if (typeof v === 'string') return Buffer.from(v, 'utf8');
  if (v instanceof RBytes) return v.bytes;
  throw new EvalError(`${name}: expected a string or bytes, got ${typeName(v ?? null)}.`);
}

function contains(list: readonly Value[], v: Value): boolean {
  for (const x of list) if (equals(x, v)) return true;
  return false;
}

function hasAll(self: readonly Value[], other: readonly Value[]): boolean {
  return other.every((v) => contains(self, v));
}
function hasAny(self: readonly Value[], other: readonly Value[]): boolean {
  return other.some((v) => contains(self, v));
}
function hasOnly(self: readonly Value[], other: readonly Value[]): boolean {
  return self.every((v) => contains(other, v));
}

function noSuchMethod(obj: Value, name: string): never {
  throw new EvalError(`Function not found error: Name: [${name}] on ${typeName(obj)}.`);
}

const NS_PER_MS = 1_000_000n;
const NS_PER_S = 1_000_000_000n;

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function utc(t: RTimestamp): Date {
  return new Date(Number(floorDiv(t.ns, NS_PER_MS)));
}

function stringMethod(s: string, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt([...s].length);
    case 'matches':
      arity(name, args, 1);
      return regex(str(name, args[0])).matches(s);
    case 'lower':
      arity(name, args, 0);
      return s.toLowerCase();
    case 'upper':
      arity(name, args, 0);
      return s.toUpperCase();
    case 'trim':
      arity(name, args, 0);
      return s.trim();
    case 'split':
      arity(name, args, 1);
      return regex(str(name, args[0])).split(s, -1);
    case 'replace':
      arity(name, args, 2);
      return regex(str(name, args[0])).matcher(s).replaceAll(str(name, args[1]));
    case 'toUtf8':
      arity(name, args, 0);
      return new RBytes(Buffer.from(s, 'utf8'));
    default:
      return noSuchMethod(s, name);
  }
}

function listMethod(list: readonly Value[], name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(list.length);
    case 'hasAll':
      arity(name, args, 1);
      return hasAll(list, items(name, args[0]));
    case 'hasAny':
      arity(name, args, 1);
      return hasAny(list, items(name, args[0]));
    case 'hasOnly':
      arity(name, args, 1);
      return hasOnly(list, items(name, args[0]));
    case 'join': {
      arity(name, args, 1);
      const sep = str(name, args[0]);
      return list.map((v) => str(name, v)).join(sep);
    }
    case 'concat':
      arity(name, args, 1);
      return [...list, ...items(name, args[0])];
    case 'removeAll': {
      arity(name, args, 1);
      const drop = items(name, args[0]);
      return list.filter((v) => !contains(drop, v));
    }
    case 'toSet':
      arity(name, args, 0);
      return new RSet(list);
    default:
      return noSuchMethod(list, name);
  }
}

function mapGet(map: RMap, key: Value, fallback: Value): Value {
  if (typeof key === 'string') return map.m.has(key) ? (map.m.get(key) as Value) : fallback;
  if (Array.isArray(key)) {
    let cur: Value = map;
    for (const k of key) {
      if (typeof k !== 'string') throw new EvalError('get: key path must be a list of strings.');
      if (!(cur instanceof RMap) || !cur.m.has(k)) return fallback;
      cur = cur.m.get(k) as Value;
    }
    return cur;
  }
  throw new EvalError(`get: key must be a string or a list of strings, got ${typeName(key)}.`);
}

function mapMethod(map: RMap, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'keys':
      arity(name, args, 0);
      return [...map.m.keys()];
    case 'values':
      arity(name, args, 0);
      return [...map.m.values()];
    case 'size':
      arity(name, args, 0);
      return BigInt(map.m.size);
    case 'get':
      arity(name, args, 2);
      return mapGet(map, args[0] as Value, args[1] as Value);
    case 'diff': {
      arity(name, args, 1);
      const other = args[0];
      if (!(other instanceof RMap))
        throw new EvalError(`diff: expected a map, got ${typeName(other ?? null)}.`);
      return new RMapDiff(map, other);
    }
    default:
      return noSuchMethod(map, name);
  }
}

function setMethod(set: RSet, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(set.items.length);
    case 'hasAll':
      arity(name, args, 1);
      return hasAll(set.items, items(name, args[0]));
    case 'hasAny':
      arity(name, args, 1);
      return hasAny(set.items, items(name, args[0]));
    case 'hasOnly':
      arity(name, args, 1);
      return hasOnly(set.items, items(name, args[0]));
    case 'union':
      arity(name, args, 1);
      return new RSet([...set.items, ...items(name, args[0])]);
    case 'intersection': {
      arity(name, args, 1);
      const other = items(name, args[0]);
      return new RSet(set.items.filter((v) => contains(other, v)));
    }
    case 'difference': {
      arity(name, args, 1);
      const other = items(name, args[0]);
      return new RSet(set.items.filter((v) => !contains(other, v)));
    }
    default:
      return noSuchMethod(set, name);
  }
}

function mapDiffMethod(d: RMapDiff, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  const { left, right } = d;
  const added = (): string[] => [...left.m.keys()].filter((k) => !right.m.has(k));
  const removed = (): string[] => [...right.m.keys()].filter((k) => !left.m.has(k));
  const both = (same: boolean): string[] =>
    [...left.m.keys()].filter(
      (k) => right.m.has(k) && equals(left.m.get(k) as Value, right.m.get(k) as Value) === same,
    );
  switch (name) {
    case 'addedKeys':
      return new RSet(added());
    case 'removedKeys':
      return new RSet(removed());
    case 'changedKeys':
      return new RSet(both(false));
    case 'unchangedKeys':
      return new RSet(both(true));
    case 'affectedKeys':
      return new RSet([...added(), ...removed(), ...both(false)]);
    default:
      return noSuchMethod(d, name);
  }
}

function pathMethod(p: RPath, name: string, args: readonly Value[]): Value {
  if (name === 'bind') {
    arity(name, args, 1);
    const vars = args[0];
    if (!(vars instanceof RMap)) throw new EvalError('bind: expected a map.');
    return new RPath(
      p.segments.map((seg) => {
        const m = /^\{(\w+)\}$/.exec(seg);
        if (!m) return seg;
        const v = vars.m.get(m[1] as string);
        if (typeof v !== 'string') throw new EvalError(`bind: no string value for {${m[1]}}.`);
        return v;
      }),
    );
  }
  return noSuchMethod(p, name);
}

function timestampMethod(t: RTimestamp, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  const d = utc(t);
  switch (name) {
    case 'date':
      return new RTimestamp(
        BigInt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) * NS_PER_MS,
      );
    case 'year':
      return BigInt(d.getUTCFullYear());
    case 'month':
      return BigInt(d.getUTCMonth() + 1);
    case 'day':
      return BigInt(d.getUTCDate());
    case 'hours':
      return BigInt(d.getUTCHours());
    case 'minutes':
      return BigInt(d.getUTCMinutes());
    case 'seconds':
      return BigInt(d.getUTCSeconds());
    case 'nanos':
      return t.ns - floorDiv(t.ns, NS_PER_S) * NS_PER_S;
    case 'dayOfWeek':
      // Documented as 1 (Monday) .. 7 (Sunday).
      return BigInt(((d.getUTCDay() + 6) % 7) + 1);
    case 'dayOfYear':
      return BigInt(
        Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
      );
    case 'time': {
      const midnight =
        BigInt(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())) * NS_PER_MS;
      return new RDuration(t.ns - midnight);
    }
    case 'toMillis':
      return floorDiv(t.ns, NS_PER_MS);
    default:
      return noSuchMethod(t, name);
  }
}

function durationMethod(d: RDuration, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  if (name === 'seconds') return d.ns / NS_PER_S;
  if (name === 'nanos') return d.ns % NS_PER_S;
  return noSuchMethod(d, name);
}

const EARTH_RADIUS_M = 6_371_000;

function latlngMethod(p: RLatLng, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'latitude':
      arity(name, args, 0);
      return p.lat;
    case 'longitude':
      arity(name, args, 0);
      return p.lng;
    case 'distance': {
      arity(name, args, 1);
      const q = args[0];
      if (!(q instanceof RLatLng)) throw new EvalError('distance: expected a latlng.');
      const rad = Math.PI / 180;
      const dLat = (q.lat - p.lat) * rad;
      const dLng = (q.lng - p.lng) * rad;
      const a =
        Math.sin(dLat / 2) ** 2 +
        Math.cos(p.lat * rad) * Math.cos(q.lat * rad) * Math.sin(dLng / 2) ** 2;
      return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
    }
    default:
      return noSuchMethod(p, name);
  }
}

function bytesMethod(b: RBytes, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  const buf = Buffer.from(b.bytes.buffer, b.bytes.byteOffset, b.bytes.byteLength);
  if (name === 'size') return BigInt(b.bytes.length);
  if (name === 'toBase64') return buf.toString('base64');
  if (name === 'toHexString') return buf.toString('hex').toUpperCase();
  return noSuchMethod(b, name);
}

/** `value.name(args)` for every built-in type. */
export function callMethod(obj: Value, name: string, args: readonly Value[]): Value {
  if (obj === null) throw new EvalError('Null value error.');
  if (typeof obj === 'string') return stringMethod(obj, name, args);
  if (Array.isArray(obj)) return listMethod(obj, name, args);
  if (obj instanceof RMap) return mapMethod(obj, name, args);
  if (obj instanceof RSet) return setMethod(obj, name, args);
  if (obj instanceof RMapDiff) return mapDiffMethod(obj, name, args);
  if (obj instanceof RPath) return pathMethod(obj, name, args);
  if (obj instanceof RTimestamp) return timestampMethod(obj, name, args);
  if (obj instanceof RDuration) return durationMethod(obj, name, args);
  if (obj instanceof RLatLng) return latlngMethod(obj, name, args);
  if (obj instanceof RBytes) return bytesMethod(obj, name, args);
  return noSuchMethod(obj, name);
}

/** Table for a reflected CRC-32 polynomial (CRC-32: 0xedb88320, CRC-32C: 0x82f63b78). */
function makeTable(poly: number): Uint32Array {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
}
const CRC32 = makeTable(0xedb88320);
const CRC32C = makeTable(0x82f63b78);

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  c = (c ^ 0xffffffff) >>> 0;
  return new Uint8Array([c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff, c & 0xff]);
}

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * 86_400n * NS_PER_S,
  d: 86_400n * NS_PER_S,
  h: 3_600n * NS_PER_S,
  m: 60n * NS_PER_S,
  s: NS_PER_S,
  ms: NS_PER_MS,
  ns: 1n,
};

function toIntegral(name: string, v: Value | undefined, f: (x: number) => number): bigint {
  if (typeof v === 'bigint') return v;
  const x = f(num(name, v));
  if (!Number.isFinite(x)) throw new EvalError(`${name}: cannot convert ${x} to int.`);
  return checkInt(BigInt(x));
}

/** `namespace.fn(args)` for math, hashing, timestamp, duration and latlng. */
export function callNamespace(ns: string, name: string, args: readonly Value[]): Value {
  const fq = `${ns}.${name}`;
  switch (fq) {
    case 'math.abs': {
      arity(fq, args, 1);
      const v = args[0];
      if (typeof v === 'bigint') return checkInt(v < 0n ? -v : v);
      return Math.abs(num(fq, v));
    }
    case 'math.ceil':
      arity(fq, args, 1);
      return toIntegral(fq, args[0], Math.ceil);
    case 'math.floor':
      arity(fq, args, 1);
      return toIntegral(fq, args[0], Math.floor);
    case 'math.round':
      arity(fq, args, 1);
      // Half away from zero, as documented for math.round.
      return toIntegral(fq, args[0], (x) => Math.sign(x) * Math.round(Math.abs(x)));
    case 'math.sqrt':
      arity(fq, args, 1);
      return Math.sqrt(num(fq, args[0]));
    case 'math.pow':
      arity(fq, args, 2);
      return Math.pow(num(fq, args[0]), num(fq, args[1]));
    case 'math.isInfinite': {
      arity(fq, args, 1);
      const x = num(fq, args[0]);
      return x === Infinity || x === -Infinity;
    }
    case 'math.isNaN':
      arity(fq, args, 1);
      return Number.isNaN(num(fq, args[0]));
    case 'hashing.md5':
    case 'hashing.sha256':
      arity(fq, args, 1);
      return new RBytes(createHash(name).update(bytesOf(fq, args[0])).digest());
    case 'hashing.crc32':
      arity(fq, args, 1);
      return new RBytes(crc(CRC32, bytesOf(fq, args[0])));
    case 'hashing.crc32c':
      arity(fq, args, 1);
      return new RBytes(crc(CRC32C, bytesOf(fq, args[0])));
    case 'timestamp.date': {
      arity(fq, args, 3);
      const [y, m, d] = [int(fq, args[0]), int(fq, args[1]), int(fq, args[2])];
      return new RTimestamp(BigInt(Date.UTC(Number(y), Number(m) - 1, Number(d))) * NS_PER_MS);
    }
    case 'timestamp.value':
      arity(fq, args, 1);
      return new RTimestamp(int(fq, args[0]) * NS_PER_MS);
    case 'duration.value': {
      arity(fq, args, 2);
      const unit = DURATION_UNITS[str(fq, args[1])];
      if (unit === undefined)
        throw new EvalError(
          `${fq}: unknown unit ${JSON.stringify(args[1])} (w, d, h, m, s, ms, ns).`,
        );
      return new RDuration(int(fq, args[0]) * unit);
    }
    case 'duration.time': {
      arity(fq, args, 4);
      const [h, m, s, ns] = args.map((a) => int(fq, a)) as [bigint, bigint, bigint, bigint];
      return new RDuration(((h * 60n + m) * 60n + s) * NS_PER_S + ns);
    }
    case 'duration.abs': {
      arity(fq, args, 1);
      const d = args[0];
      if (!(d instanceof RDuration)) throw new EvalError(`${fq}: expected a duration.`);
      return new RDuration(d.ns < 0n ? -d.ns : d.ns);
    }
    case 'latlng.value': {
      arity(fq, args, 2);
      const lat = num(fq, args[0]);
      const lng = num(fq, args[1]);
      if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) {
        throw new EvalError(
          `${fq}: latitude must be within [-90, 90] and longitude within [-180, 180].`,
        );
      }
      return new RLatLng(lat, lng);
    }
    default:
      throw new EvalError(`Function not found error: Name: [${fq}].`);
  }
}

/** Global conversion functions int(), float(), string(), path(). */
export function callConversion(name: string, args: readonly Value[]): Value {
  arity(name, args, 1);
  const v = args[0] as Value;
  switch (name) {
    case 'int':
      if (typeof v === 'string') {
        if (!/^[+-]?\d+$/.test(v.trim()))
          throw new EvalError(`int: cannot parse ${JSON.stringify(v)}.`);
        return checkInt(BigInt(v.trim()));
      }
      return toIntegral(name, v, Math.trunc);
    case 'float':
      if (typeof v === 'string') {
        const x = Number(v);
        if (v.trim() === '' || (Number.isNaN(x) && v.trim() !== 'NaN'))
          throw new EvalError(`float: cannot parse ${JSON.stringify(v)}.`);
        return x;
      }
      return num(name, v);
    case 'string':
      if (v === null || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
      if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(1) : String(v);
      if (typeof v === 'string') return v;
      if (v instanceof RPath) return v.toString();
      throw new EvalError(`string: cannot convert ${typeName(v)}.`);
    case 'path':
      return new RPath(
        str(name, v)
          .split('/')
          .filter((s) => s !== ''),
      );
    default:
      throw new EvalError(`Function not found error: Name: [${name}].`);
  }
}
