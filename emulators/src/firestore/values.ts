import type { RestValue } from '../rules/api.js';
import { invalidArgument } from './api-error.js';
import { hasLoneSurrogate, parseResourceName } from './paths.js';
import { compareNormalizedTimestamps, normalizeTimestamp } from './timestamps.js';

export type Fields = Record<string, RestValue>;

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const MAX_DEPTH = 20; // documented: maps and arrays nest at most 20 levels
const MAX_STRING_BYTES = 1048487; // documented: 1 MiB - 89 bytes
/** The kinds of a Firestore `Value` (its oneof), in the order of the API's proto. */
export const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'bytesValue',
  'referenceValue',
  'geoPointValue',
  'arrayValue',
  'mapValue',
] as const;

function fail(where: string, message: string): never {
  throw invalidArgument(`Invalid value at '${where}': ${message}`);
}

/** Checks a map key (a field name inside `fields`): non-empty, UTF-8, not reserved. */
export function checkFieldName(name: string, where: string): void {
  if (name === '') fail(where, 'field names must not be empty.');
  if (hasLoneSurrogate(name)) fail(where, 'field names must be valid UTF-8.');
  // Documented: field names matching __.*__ are reserved; `__type__` is how vectors are encoded.
  if (/^__.*__$/.test(name) && name !== '__type__')
    fail(where, `field name "${name}" is reserved (__.*__).`);
  if (Buffer.byteLength(name, 'utf8') > 1500) fail(where, 'field names are at most 1,500 bytes.');
}

export function parseFields(raw: unknown, where: string, depth = 0): Fields {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    fail(where, 'expected a map of field names to values.');
  const out: Fields = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const at = `${where}[${JSON.stringify(key)}]`;
    checkFieldName(key, at);
    out[key] = parseValue(value, at, depth);
  }
  return out;
}

function parseInteger(raw: unknown, where: string): string {
  let big: bigint;
  if (typeof raw === 'string' && /^[-+]?\d+$/.test(raw)) big = BigInt(raw);
  else if (typeof raw === 'number' && Number.isSafeInteger(raw)) big = BigInt(raw);
  else fail(where, `integerValue must be a decimal string (got ${JSON.stringify(raw)}).`);
  if (big < INT64_MIN || big > INT64_MAX)
    fail(where, `integerValue ${String(raw)} is outside the 64-bit range.`);
  return big.toString();
}

function parseDouble(raw: unknown, where: string): number | string {
  let value: number;
  if (typeof raw === 'number') value = raw;
  else if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  else if (typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw)))
    value = Number(raw);
  else
    fail(
      where,
      `doubleValue must be a number, "NaN", "Infinity" or "-Infinity" (got ${JSON.stringify(raw)}).`,
    );
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return value;
}

function parseCoordinate(raw: unknown, where: string, name: string, limit: number): number {
  if (raw === undefined) return 0;
  if (typeof raw !== 'number' || !Number.isFinite(raw)) fail(where, `${name} must be a number.`);
  // Spec section 9: latitude -90..90, longitude -180..180.
  if (raw < -limit || raw > limit)
    fail(where, `${name} ${raw} is out of range [-${limit}, ${limit}].`);
  return raw;
}

/** Validates one REST `Value` and returns it in canonical form (the form stored and answered). */
export function parseValue(raw: unknown, where: string, depth = 0): RestValue {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    fail(where, 'expected a Value object.');
  const keys = Object.keys(raw);
  if (keys.length !== 1) {
    fail(
      where,
      keys.length === 0
        ? 'a Value needs exactly one of ' + VALUE_KINDS.join(', ') + '.'
        : `a Value has exactly one kind, got ${keys.join(', ')}.`,
    );
  }
  const kind = keys[0] as string;
  const inner = (raw as Record<string, unknown>)[kind];
  switch (kind) {
    case 'nullValue':
      if (inner !== null && inner !== 'NULL_VALUE' && inner !== 0)
        fail(where, 'nullValue must be null.');
      return { nullValue: null };
    case 'booleanValue':
      if (typeof inner !== 'boolean') fail(where, 'booleanValue must be true or false.');
      return { booleanValue: inner };
    case 'integerValue':
      return { integerValue: parseInteger(inner, where) };
    case 'doubleValue':
      return { doubleValue: parseDouble(inner, where) };
    case 'timestampValue':
      if (typeof inner !== 'string') fail(where, 'timestampValue must be an RFC 3339 string.');
      return { timestampValue: normalizeTimestamp(inner, where) };
    case 'stringValue':
      if (typeof inner !== 'string') fail(where, 'stringValue must be a string.');
      if (hasLoneSurrogate(inner)) fail(where, 'stringValue must be valid UTF-8.');
      if (
        inner.length > MAX_STRING_BYTES / 3 &&
        Buffer.byteLength(inner, 'utf8') > MAX_STRING_BYTES
      ) {
        fail(where, `strings are at most ${MAX_STRING_BYTES} bytes.`);
      }
      return { stringValue: inner };
    case 'bytesValue': {
      if (typeof inner !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(inner))
        fail(where, 'bytesValue must be base64.');
      return { bytesValue: Buffer.from(inner, 'base64').toString('base64') };
    }
    case 'referenceValue':
      if (typeof inner !== 'string')
        fail(where, 'referenceValue must be a document resource name.');
      parseResourceName(inner, where, 'document');
      return { referenceValue: inner };
    case 'geoPointValue': {
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
        fail(where, 'geoPointValue must be an object.');
      const point = inner as Record<string, unknown>;
      for (const key of Object.keys(point)) {
        if (key !== 'latitude' && key !== 'longitude')
          fail(where, `unknown geoPointValue field "${key}".`);
      }
      return {
        geoPointValue: {
          latitude: parseCoordinate(point.latitude, where, 'latitude', 90),
          longitude: parseCoordinate(point.longitude, where, 'longitude', 180),
        },
      };
    }
    case 'arrayValue': {
      if (depth >= MAX_DEPTH) fail(where, `values nest at most ${MAX_DEPTH} levels deep.`);
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
        fail(where, 'arrayValue must be an object with "values".');
      const body = inner as Record<string, unknown>;
      for (const key of Object.keys(body))
        if (key !== 'values') fail(where, `unknown arrayValue field "${key}".`);
      if (body.values === undefined || body.values === null) return { arrayValue: {} };
      if (!Array.isArray(body.values)) fail(where, 'arrayValue.values must be a list.');
      const values = body.values.map((item, index) => {
        const parsed = parseValue(item, `${where}.values[${index}]`, depth + 1);
        // Documented limitation: an array cannot directly contain another array.
        if ('arrayValue' in parsed)
          fail(`${where}.values[${index}]`, 'an array cannot contain another array.');
        return parsed;
      });
      return values.length === 0 ? { arrayValue: {} } : { arrayValue: { values } };
    }
    case 'mapValue': {
      if (depth >= MAX_DEPTH) fail(where, `values nest at most ${MAX_DEPTH} levels deep.`);
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner))
        fail(where, 'mapValue must be an object with "fields".');
      const body = inner as Record<string, unknown>;
      for (const key of Object.keys(body))
        if (key !== 'fields') fail(where, `unknown mapValue field "${key}".`);
      const fields = parseFields(body.fields, `${where}.fields`, depth + 1);
      return Object.keys(fields).length === 0 ? { mapValue: {} } : { mapValue: { fields } };
    }
    default:
      fail(where, `unknown value kind "${kind}"; expected one of ${VALUE_KINDS.join(', ')}.`);
  }
}

// ---- Ordering (https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering)

export const TYPE_NULL = 0;
export const TYPE_BOOLEAN = 1;
export const TYPE_NUMBER = 2;
export const TYPE_TIMESTAMP = 3;
export const TYPE_STRING = 4;
export const TYPE_BYTES = 5;
export const TYPE_REFERENCE = 6;
export const TYPE_GEOPOINT = 7;
export const TYPE_ARRAY = 8;
export const TYPE_VECTOR = 9;
export const TYPE_MAP = 10;

export function isVector(value: RestValue): boolean {
  return (
    'mapValue' in value &&
    value.mapValue.fields?.__type__ !== undefined &&
    'stringValue' in value.mapValue.fields.__type__ &&
    value.mapValue.fields.__type__.stringValue === '__vector__'
  );
}

export function typeOrder(value: RestValue): number {
  if ('nullValue' in value) return TYPE_NULL;
  if ('booleanValue' in value) return TYPE_BOOLEAN;
  if ('integerValue' in value || 'doubleValue' in value) return TYPE_NUMBER;
  if ('timestampValue' in value) return TYPE_TIMESTAMP;
  if ('stringValue' in value) return TYPE_STRING;
  if ('bytesValue' in value) return TYPE_BYTES;
  if ('referenceValue' in value) return TYPE_REFERENCE;
  if ('geoPointValue' in value) return TYPE_GEOPOINT;
  if ('arrayValue' in value) return TYPE_ARRAY;
  return isVector(value) ? TYPE_VECTOR : TYPE_MAP;
}

export function isNaNValue(value: RestValue): boolean {
  return 'doubleValue' in value && (value.doubleValue === 'NaN' || Number.isNaN(value.doubleValue));
}

export function toNumber(value: RestValue): number {
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  return Number.NaN;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareNumbers(a: RestValue, b: RestValue): number {
  if ('integerValue' in a && 'integerValue' in b) {
    const x = a.integerValue;
    const y = b.integerValue;
    if (x.length < 16 && y.length < 16) return sign(Number(x) - Number(y));
    const bx = BigInt(x);
    const by = BigInt(y);
    return bx < by ? -1 : bx > by ? 1 : 0;
  }
  const x = toNumber(a);
  const y = toNumber(b);
  // NaN sorts before every other number and equals itself.
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  // An integer beyond 2^53 loses precision as a double: compare it with the double exactly.
  if ('integerValue' in a && a.integerValue.length >= 16)
    return compareIntDouble(a.integerValue, y);
  if ('integerValue' in b && b.integerValue.length >= 16)
    return -compareIntDouble(b.integerValue, x);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares a 64-bit integer with a (non-NaN) double by their exact values. */
function compareIntDouble(integer: string, double: number): number {
  if (double === Infinity) return -1;
  if (double === -Infinity) return 1;
  const i = BigInt(integer);
  const floor = BigInt(Math.floor(double));
  if (i < floor) return -1;
  if (i > floor) return 1;
  return Number.isInteger(double) ? 0 : -1;
}

const ABOVE_SURROGATES = /[\uD800-\uFFFF]/;

/** Orders strings by their UTF-8 bytes, as Firestore does (JS compares UTF-16 code units). */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  // UTF-16 and UTF-8 orders only disagree between a surrogate pair and U+E000..U+FFFF.
  if (!ABOVE_SURROGATES.test(a) || !ABOVE_SURROGATES.test(b)) return a < b ? -1 : 1;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    // A surrogate (a code point above U+FFFF) is bigger in UTF-8 than any BMP character.
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return a.length < b.length ? -1 : 1;
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** Orders two IDs: numeric IDs (`__id123__`) first, by number, then the rest by UTF-8 bytes. */
function compareSegments(a: string, b: string): number {
  const na = NUMERIC_ID.exec(a);
  const nb = NUMERIC_ID.exec(b);
  if (na && nb) {
    const x = BigInt(na[1] as string);
    const y = BigInt(nb[1] as string);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (na || nb) return na ? -1 : 1;
  return compareUtf8(a, b);
}

/** Orders resource names segment by segment, as Firestore orders document keys. */
export function comparePaths(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let i = 0;
  while (i < length && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === a.length && i === b.length) return 0;
  const start = a.lastIndexOf('/', i - 1) + 1;
  const endA = a.indexOf('/', i);
  const endB = b.indexOf('/', i);
  const segA = a.slice(start, endA === -1 ? undefined : endA);
  const segB = b.slice(start, endB === -1 ? undefined : endB);
  if (segA === segB) return (endA === -1 ? 0 : 1) - (endB === -1 ? 0 : 1);
  return compareSegments(segA, segB);
}

function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  return Buffer.compare(Buffer.from(a, 'base64'), Buffer.from(b, 'base64'));
}

function compareArrays(a: readonly RestValue[], b: readonly RestValue[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i] as RestValue, b[i] as RestValue);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const ka = Object.keys(a).sort(compareUtf8);
  const kb = Object.keys(b).sort(compareUtf8);
  const length = Math.min(ka.length, kb.length);
  for (let i = 0; i < length; i++) {
    const keyA = ka[i] as string;
    const keyB = kb[i] as string;
    const c = compareUtf8(keyA, keyB);
    if (c !== 0) return c;
    const v = compareValues(a[keyA] as RestValue, b[keyB] as RestValue);
    if (v !== 0) return v;
  }
  return sign(ka.length - kb.length);
}

function vectorValues(value: RestValue): RestValue[] {
  const inner = 'mapValue' in value ? value.mapValue.fields?.value : undefined;
  return inner && 'arrayValue' in inner ? (inner.arrayValue.values ?? []) : [];
}

/** Firestore's total order across all value types. */
export function compareValues(a: RestValue, b: RestValue): number {
  // Fast paths for the common same-type cases.
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('integerValue' in a && 'integerValue' in b) return compareNumbers(a, b);
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TYPE_NULL:
      return 0;
    case TYPE_BOOLEAN:
      return sign(
        Number((a as { booleanValue: boolean }).booleanValue) -
          Number((b as { booleanValue: boolean }).booleanValue),
      );
    case TYPE_NUMBER:
      return compareNumbers(a, b);
    case TYPE_TIMESTAMP:
      return compareNormalizedTimestamps(
        (a as { timestampValue: string }).timestampValue,
        (b as { timestampValue: string }).timestampValue,
      );
    case TYPE_STRING:
      return compareUtf8(
        (a as { stringValue: string }).stringValue,
        (b as { stringValue: string }).stringValue,
      );
    case TYPE_BYTES:
      return compareBytes(
        (a as { bytesValue: string }).bytesValue,
        (b as { bytesValue: string }).bytesValue,
      );
    case TYPE_REFERENCE:
      return comparePaths(
        (a as { referenceValue: string }).referenceValue,
        (b as { referenceValue: string }).referenceValue,
      );
    case TYPE_GEOPOINT: {
      const pa = (a as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      const pb = (b as { geoPointValue: { latitude?: number; longitude?: number } }).geoPointValue;
      return (
        sign((pa.latitude ?? 0) - (pb.latitude ?? 0)) ||
        sign((pa.longitude ?? 0) - (pb.longitude ?? 0))
      );
    }
    case TYPE_ARRAY:
      return compareArrays(
        (a as { arrayValue: { values?: RestValue[] } }).arrayValue.values ?? [],
        (b as { arrayValue: { values?: RestValue[] } }).arrayValue.values ?? [],
      );
    case TYPE_VECTOR: {
      // Vectors order by dimension first, then element by element.
      const va = vectorValues(a);
      const vb = vectorValues(b);
      return sign(va.length - vb.length) || compareArrays(va, vb);
    }
    default:
      return compareMaps(
        (a as { mapValue: { fields?: Fields } }).mapValue.fields ?? {},
        (b as { mapValue: { fields?: Fields } }).mapValue.fields ?? {},
      );
  }
}

/** Query equality: same type class and equal in the ordering (so 1 == 1.0). */
export function valuesEqual(a: RestValue, b: RestValue): boolean {
  return typeOrder(a) === typeOrder(b) && compareValues(a, b) === 0;
}

/** Exact equality, type-sensitive (1 and 1.0 differ): used to tell whether a write changed a document. */
export function identical(a: RestValue | undefined, b: RestValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  if ('arrayValue' in a) {
    if (!('arrayValue' in b)) return false;
    const xa = a.arrayValue.values ?? [];
    const xb = b.arrayValue.values ?? [];
    return xa.length === xb.length && xa.every((v, i) => identical(v, xb[i]));
  }
  if ('mapValue' in a)
    return 'mapValue' in b && identicalFields(a.mapValue.fields ?? {}, b.mapValue.fields ?? {});
  if ('geoPointValue' in a) {
    return (
      'geoPointValue' in b &&
      a.geoPointValue.latitude === b.geoPointValue.latitude &&
      a.geoPointValue.longitude === b.geoPointValue.longitude
    );
  }
  const key = Object.keys(a)[0] as keyof RestValue;
  return (
    Object.keys(b)[0] === key &&
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])
  );
}

export function identicalFields(a: Fields, b: Fields): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => identical(a[k], b[k]));
}

// ---- Storage size (https://firebase.google.com/docs/firestore/storage-size)

function stringSize(text: string): number {
  return Buffer.byteLength(text, 'utf8') + 1;
}

/** Size of a document name: each segment as a string, plus 16 bytes. */
export function nameSize(relativePath: string): number {
  let size = 16;
  for (const segment of relativePath.split('/')) size += stringSize(segment);
  return size;
}

export function valueSize(value: RestValue): number {
  if ('nullValue' in value || 'booleanValue' in value) return 1;
  if ('integerValue' in value || 'doubleValue' in value || 'timestampValue' in value) return 8;
  if ('stringValue' in value) return stringSize(value.stringValue);
  if ('bytesValue' in value)
    return Math.floor((value.bytesValue.replace(/=+$/, '').length * 3) / 4);
  if ('referenceValue' in value)
    return nameSize(
      value.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, ''),
    );
  if ('geoPointValue' in value) return 16;
  if ('arrayValue' in value)
    return (value.arrayValue.values ?? []).reduce((sum, v) => sum + valueSize(v), 0);
  return fieldsSize(value.mapValue.fields ?? {});
}

export function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const key in fields) size += stringSize(key) + valueSize(fields[key] as RestValue);
  return size;
}

/** Documented: name size + fields + 32 bytes. */
export function documentSize(relativePath: string, fields: Fields): number {
  return nameSize(relativePath) + fieldsSize(fields) + 32;
}

/** Reads a (possibly nested) field; undefined when any step is missing or not a map. */
export function getField(fields: Fields, path: readonly string[]): RestValue | undefined {
  let current: RestValue | undefined = fields[path[0] as string];
  for (let i = 1; i < path.length; i++) {
    if (current === undefined || !('mapValue' in current)) return undefined;
    current = current.mapValue.fields?.[path[i] as string];
  }
  return current;
}

/** Returns a copy of `fields` with `path` set to `value` (or removed when value is undefined). */
export function setField(
  fields: Fields,
  path: readonly string[],
  value: RestValue | undefined,
): Fields {
  const [head, ...rest] = path as [string, ...string[]];
  const out: Fields = { ...fields };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = value;
    return out;
  }
  const existing = fields[head];
  const inner =
    existing !== undefined && 'mapValue' in existing ? (existing.mapValue.fields ?? {}) : undefined;
  if (inner === undefined && value === undefined) return out;
  const next = setField(inner ?? {}, rest, value);
  out[head] = Object.keys(next).length === 0 ? { mapValue: {} } : { mapValue: { fields: next } };
  return out;
}
